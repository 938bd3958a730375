/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * JSON or JS string text made safe inside an inline `<script>`: nothing in it can close the
 * script or read as markup. The same escapes Next.js applies to its own inline page data.
 */
export const escapeInlineScript = (text: string): string =>
  text
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Writes `markup` at the very end of an exported page's `<body>`, after everything React rendered:
 * the one place React's hydration of the document does not look (in `<head>`, or among the
 * elements React rendered, an element it did not render makes hydration fail). `what` names the
 * markup in the error a page without `</body>` gets.
 */
export function appendToBody(html: string, markup: string, page: string, what: string): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error(`${page}: no </body> to write ${what} before`);
  return `${html.slice(0, end)}${markup}${html.slice(end)}`;
}
