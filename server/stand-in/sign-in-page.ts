import { escapeHtml } from '../../src/lib/html';

/** localStorage key the docs' session module reads (src/panel/session.ts; a unit test keeps them equal). */
export const SESSION_STORAGE_KEY = 'plinth-platform-session';

export const DEFAULT_DEV_EMAIL = 'dev@plinth.test';

/**
 * Where to go after signing in: a path on this site. Anything pointing at another host (or not
 * http), and any path a browser would read as another host once normalised (`/.//evil.example`
 * becomes `//evil.example`), falls back to the home page, so the page cannot redirect elsewhere.
 */
export function safeReturnTo(raw: string | null, host: string): string {
  if (!raw) return '/';
  let base: URL;
  try {
    base = new URL(`http://${host}`);
  } catch {
    base = new URL('http://localhost');
  }
  try {
    const url = new URL(raw, base);
    if (url.host !== base.host || (url.protocol !== 'http:' && url.protocol !== 'https:')) return '/';
    const target = `${url.pathname}${url.search}${url.hash}`;
    if (!target.startsWith('/') || /^\/[\\/]/.test(target)) return '/';
    return target;
  } catch {
    return '/';
  }
}

/**
 * The page's one script, the same on every answer (the address to return to is the form's data
 * attribute): the response's policy allows exactly it, by hash.
 */
export const SIGN_IN_SCRIPT = `
  const form = document.getElementById('sign-in');
  const returnTo = form.dataset.returnTo;
  const status = document.getElementById('status');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    status.textContent = 'Signing in…';
    try {
      const response = await fetch('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: form.email.value }),
      });
      const session = await response.json();
      if (!response.ok) throw new Error(session.message || 'the token endpoint answered ' + response.status);
      localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, JSON.stringify(session));
      status.textContent = 'Signed in. Taking you back…';
      location.replace(returnTo);
    } catch (error) {
      status.textContent = 'Sign-in failed: ' + error.message;
    }
  });
`;

/**
 * The stand-in's development sign-in page: one field, no password. Submitting asks the token
 * endpoint for a session, stores it where the docs read it, and returns to the docs page.
 */
export function signInPage(returnTo: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in (local platform stand-in)</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>
  :root { color-scheme: light dark; --bg: #fff; --fg: #17191c; --muted: #50565f; --border: #d5d9de; --accent: #047857; }
  @media (prefers-color-scheme: dark) { :root { --bg: #121416; --fg: #eceef0; --muted: #a9b0b8; --border: #3a4047; --accent: #4ade9a; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 16px/1.6 system-ui, sans-serif; }
  main { width: min(26rem, calc(100vw - 2rem)); border: 1px solid var(--border); border-radius: 12px; padding: 1.75rem; }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
  p { color: var(--muted); margin: 0 0 1.25rem; font-size: .95rem; }
  label { display: block; font-weight: 600; margin-bottom: .35rem; }
  input { box-sizing: border-box; width: 100%; padding: .55rem .7rem; border: 1px solid var(--border); border-radius: 8px; background: transparent; color: inherit; font: inherit; }
  button { margin-top: 1rem; width: 100%; padding: .6rem; border: 0; border-radius: 8px; background: var(--accent); color: var(--bg); font: inherit; font-weight: 650; cursor: pointer; }
  :focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
  [role=status] { min-height: 1.6em; margin: .75rem 0 0; }
</style>
</head>
<body>
<main>
  <h1>Sign in to the platform stand-in</h1>
  <p>Local development only: any email address signs you in to the seeded test data. No password, nothing leaves your machine.</p>
  <form id="sign-in" data-return-to="${escapeHtml(returnTo)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(DEFAULT_DEV_EMAIL)}">
    <button type="submit">Sign in</button>
    <p role="status" id="status"></p>
  </form>
</main>
<script>${SIGN_IN_SCRIPT}</script>
</body>
</html>`;
}
