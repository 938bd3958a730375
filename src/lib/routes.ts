/**
 * Which addresses of the site are pages of the Next.js app (reached with a client-side navigation)
 * and which are files to load as such: Markdown twins, llms.txt, the static crawler pages of the
 * references (one per command, function or operation), the search index.
 */
const APP_ROUTE = [
  /^\/$/,
  /^\/guides(\/[a-z0-9_-]+)*$/,
  /^\/reference\/[a-z0-9-]+(\/v\d+)?\/(introduction|start)$/,
  /^\/reference\/management-api\/start$/,
  /^\/contributing$/,
];

export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE.some((pattern) => pattern.test(pathname));
}
