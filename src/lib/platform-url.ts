/**
 * The platform API's base URL, fixed at build time (NEXT_PUBLIC_PLATFORM_API_URL); the default,
 * '', is the site's own origin, where `npm start` serves the local platform stand-in. Here, below
 * both the credential panel's client (src/panel/api.ts) and the page footer's feedback form, so a
 * component does not import the panel for it.
 */
export const PLATFORM_API_URL = (process.env.NEXT_PUBLIC_PLATFORM_API_URL ?? '').replace(/\/+$/, '');
