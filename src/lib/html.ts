/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * JSON or JS string text made safe inside an inline `<script>`: nothing in it can close the
 * script or read as markup. The same escapes Next.js applies to its own inline page data.
 */
export const escapeInlineScript = (text: string): string =>
  text.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
