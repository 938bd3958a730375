/**
 * For `fetch(url).then(checked(url))`: the response when its status is 2xx, else an error naming
 * the address and the status. A 404 or 503 resolves a fetch; every caller here treats it as the
 * failure it is (the page, part, script or file could not be had).
 */
export function checked(url: string): (response: Response) => Response {
  return (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response;
  };
}
