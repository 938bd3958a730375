import { expect, test, type BrowserContext, type Page, type Response } from './test';
import { axeViolations } from './axe';
import { createHmac, generateKeyPairSync, randomBytes, verify } from 'node:crypto';

/**
 * The JWT and Apple client-secret generators: they load only when scrolled near, sign in the
 * browser (tokens verified here with node:crypto), never send the secret or key anywhere, work
 * from the keyboard, and pass axe in both themes.
 */

const JWT_PAGE = '/guides/auth/jwts';
const APPLE_PAGE = '/guides/auth/social-login/auth-apple';
const PLAIN_PAGE = '/guides/auth/sessions';

/** Strings that exist only in each widget's lazily loaded code, never in the page's own bundle. */
const JWT_MARKER = 'Generate a random secret';
const APPLE_MARKER = 'Generate client secret';

/** Desktop viewport; with lazyWidget's 400px margin, anything below 1120px is not "near" at load. */
const VIEWPORT = { width: 1280, height: 720 };
const NEAR_LIMIT = VIEWPORT.height + 400;

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** Every request of the browser context (pages, workers, prefetches), with headers and body. */
function recordRequests(context: BrowserContext): Recorded[] {
  const list: Recorded[] = [];
  context.on('request', (request) => {
    list.push({ url: request.url(), method: request.method(), headers: request.headers(), body: request.postData() ?? '' });
  });
  return list;
}

function expectNoLeak(requests: Recorded[], secrets: string[]) {
  const forms = secrets.flatMap((s) => [s, encodeURIComponent(s), Buffer.from(s).toString('base64'), Buffer.from(s).toString('base64url')]);
  for (const request of requests) {
    const haystack = `${request.url}\n${JSON.stringify(request.headers)}\n${request.body}`;
    for (const form of forms) expect(haystack.includes(form), `${request.method} ${request.url} carries a secret`).toBe(false);
  }
}

/** JS files the page fetched, in order, with their source. */
function recordScripts(page: Page) {
  const scripts: { url: string; at: number; body: Promise<string> }[] = [];
  let clock = 0;
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push({ url: response.url(), at: clock++, body: response.text().catch(() => '') });
  });
  return {
    scripts,
    /** A marker in the sequence, to compare with when scripts arrived. */
    mark: () => clock++,
    async containing(marker: string) {
      const bodies = await Promise.all(scripts.map(async (s) => ({ ...s, text: await s.body })));
      return bodies.filter((s) => s.text.includes(marker));
    },
  };
}

function decodePart(part: string) {
  return JSON.parse(Buffer.from(part, 'base64url').toString());
}

test.use({ viewport: VIEWPORT, timezoneId: 'UTC' });

test.describe('JWT generator', () => {
  test('its code is requested only after scrolling near it; a page without it never loads it', async ({ page }) => {
    const loaded = recordScripts(page);
    await page.goto(JWT_PAGE);
    await page.waitForLoadState('networkidle');

    const slot = page.locator('[data-widget="JWT generator"]');
    const box = await slot.boundingBox();
    expect(box!.y).toBeGreaterThan(NEAR_LIMIT);
    await expect(slot).toContainText('Loading JWT generator');
    expect(await loaded.containing(JWT_MARKER)).toEqual([]);
    const beforeScroll = loaded.scripts.length;

    const scrolledAt = loaded.mark();
    await slot.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: JWT_MARKER })).toBeVisible();

    const widgetChunks = await loaded.containing(JWT_MARKER);
    expect(widgetChunks.length).toBeGreaterThan(0);
    for (const chunk of widgetChunks) expect(chunk.at).toBeGreaterThan(scrolledAt);
    expect(loaded.scripts.length).toBeGreaterThan(beforeScroll);

    const plain = recordScripts(page);
    await page.goto(PLAIN_PAGE);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(plain.scripts.length).toBeGreaterThan(0);
    expect(await plain.containing(JWT_MARKER)).toEqual([]);
    expect(await plain.containing(APPLE_MARKER)).toEqual([]);
  });

  test('signs a token that verifies with the same secret, and no request carries the secret or the token', async ({ page, context }) => {
    const requests = recordRequests(context);
    const secret = `e2e-${randomBytes(24).toString('hex')}`;
    await page.goto(JWT_PAGE);
    await page.locator('[data-widget="JWT generator"]').scrollIntoViewIfNeeded();

    const secretField = page.getByLabel('JWT secret', { exact: true });
    await secretField.fill(secret);
    await page.getByLabel('Role', { exact: true }).selectOption('service_role');
    await page.getByLabel('Issued at (iat)', { exact: true }).fill('2026-01-01T00:00');
    await page.getByLabel('Expires (exp)', { exact: true }).fill('2031-01-01T00:00');

    const tokenField = page.getByLabel('Signed token (HS256)', { exact: true });
    await expect(tokenField).toHaveValue(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const token = await tokenField.inputValue();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(decodePart(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodePart(payload)).toEqual({ iss: 'plinth', role: 'service_role', iat: Date.UTC(2026, 0, 1) / 1000, exp: Date.UTC(2031, 0, 1) / 1000 });
    expect(signature).toBe(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
    await expect(page.locator('[data-jwt-payload]')).toContainText('"role": "service_role"');

    // A generated secret is random, 64 characters, and gives a different signature.
    await page.getByRole('button', { name: JWT_MARKER }).click();
    const generated = await secretField.inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9]{64}$/);
    await expect(tokenField).not.toHaveValue(token);
    const second = await tokenField.inputValue();
    const [h2, p2, s2] = second.split('.') as [string, string, string];
    expect(s2).toBe(createHmac('sha256', generated).update(`${h2}.${p2}`).digest('base64url'));

    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(0);
    expectNoLeak(requests, [secret, generated, signature, s2]);
  });

  test('reports errors next to the fields: empty secret, short secret, expiry before issue', async ({ page }) => {
    await page.goto(JWT_PAGE);
    await page.locator('[data-widget="JWT generator"]').scrollIntoViewIfNeeded();
    const secretField = page.getByLabel('JWT secret', { exact: true });
    await expect(secretField).toHaveAttribute('aria-invalid', 'true');
    await expect(secretField).toHaveAccessibleDescription(/Enter your project’s JWT secret/);

    await secretField.fill('too-short');
    await expect(secretField).toHaveAccessibleDescription(/This secret has 9 characters\. Use at least 32/);
    await expect(page.getByLabel('Signed token (HS256)', { exact: true })).toHaveValue(/\./);

    const expiry = page.getByLabel('Expires (exp)', { exact: true });
    await page.getByLabel('Issued at (iat)', { exact: true }).fill('2026-06-01T10:00');
    await expiry.fill('2026-05-01T10:00');
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription(/The expiry must be after the issue time/);
    await expect(page.getByLabel('Signed token (HS256)', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Copy the token' })).toBeDisabled();
  });

  test.describe('keyboard and clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('works from the keyboard and copies the token with a 1-second "Copied" state', async ({ page }) => {
      await page.goto(JWT_PAGE);
      await page.locator('[data-widget="JWT generator"]').scrollIntoViewIfNeeded();
      await page.getByLabel('JWT secret', { exact: true }).focus();

      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: JWT_MARKER })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('JWT secret', { exact: true })).toHaveValue(/^[A-Za-z0-9]{64}$/);

      await page.keyboard.press('Tab'); // copy secret
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Role', { exact: true })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('[data-jwt-payload]')).toContainText('"role": "service_role"');

      const copy = page.getByRole('button', { name: 'Copy the token' });
      await copy.focus();
      await expect(copy).toBeFocused();
      const token = await page.getByLabel('Signed token (HS256)', { exact: true }).inputValue();
      await page.keyboard.press('Space');
      const copied = page.locator('[data-copied]');
      await expect(copied).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await expect(copied).toHaveCount(0, { timeout: 2000 });
      await expect(page.getByRole('button', { name: 'Copy the token' })).toHaveText('Copy');
    });
  });
});

function appleKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { pem, publicKey };
}

test.describe('Apple secret generator', () => {
  test('builds an ES256 secret that verifies with the public key, and never uploads the key', async ({ page, context }) => {
    const requests = recordRequests(context);
    const { pem, publicKey } = appleKeyPair();
    await page.goto(APPLE_PAGE);
    await page.locator('[data-widget="Apple secret generator"]').scrollIntoViewIfNeeded();

    await page.getByLabel('Team ID', { exact: true }).fill('A1B2C3D4E5');
    await page.getByLabel('Services ID', { exact: true }).fill('com.example.web');
    await page
      .getByLabel('Private key (.p8 file)', { exact: true })
      .setInputFiles({ name: 'AuthKey_F9G8H7J6K5.p8', mimeType: 'application/octet-stream', buffer: Buffer.from(pem) });
    await expect(page.getByLabel('Key ID', { exact: true })).toHaveValue('F9G8H7J6K5');
    await expect(page.getByText('Key ID filled in from the file name')).toBeVisible();

    const before = Math.floor(Date.now() / 1000);
    await page.getByRole('button', { name: APPLE_MARKER }).click();
    const output = page.getByLabel('Client secret (ES256)', { exact: true });
    await expect(output).toHaveValue(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const token = await output.inputValue();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(decodePart(header)).toEqual({ alg: 'ES256', kid: 'F9G8H7J6K5' });
    const claims = decodePart(payload);
    expect(claims).toMatchObject({ iss: 'A1B2C3D4E5', sub: 'com.example.web', aud: 'https://appleid.apple.com' });
    expect(claims.iat).toBeGreaterThanOrEqual(before - 5);
    expect(claims.exp - claims.iat).toBe(180 * 86_400);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15_777_000);
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(
      true,
    );

    const expires = new Date(claims.exp * 1000).toISOString().slice(0, 16).replace('T', ' ');
    await expect(page.locator('[data-apple-secret-result]')).toContainText(`Expires ${expires} UTC.`);
    await expect(page.locator('[data-apple-secret-result]')).toContainText('Put a reminder in your calendar');

    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(0);
    const keyLines = pem.split('\n').filter((line) => line && !line.startsWith('-----'));
    const keyBase64 = keyLines.join('');
    expectNoLeak(requests, [...keyLines, keyBase64, Buffer.from(keyBase64, 'base64').toString('hex'), signature]);
  });

  test('puts a clear message next to a bad key file and bad IDs', async ({ page }) => {
    await page.goto(APPLE_PAGE);
    await page.locator('[data-widget="Apple secret generator"]').scrollIntoViewIfNeeded();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const file = page.getByLabel('Private key (.p8 file)', { exact: true });
    await file.setInputFiles({ name: 'AuthKey_F9G8H7J6K5.p8', mimeType: 'application/octet-stream', buffer: Buffer.from(rsa) });
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(file).toHaveAccessibleDescription(/This is an RSA key/);

    await file.setInputFiles({ name: 'notes.p8', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
    await expect(file).toHaveAccessibleDescription(/not a PKCS#8 private key/);

    const team = page.getByLabel('Team ID', { exact: true });
    await page.getByLabel('Key ID', { exact: true }).fill('KEY-1');
    // Focus is still in the Team ID field when the button is clicked: nothing may shift under the pointer.
    await team.fill('ABC123');
    await page.getByRole('button', { name: APPLE_MARKER }).click();
    await expect(team).toBeFocused();
    await expect(team).toHaveAccessibleDescription(/A Team ID is exactly 10 characters; this one has 6/);
    await expect(page.getByLabel('Key ID', { exact: true })).toHaveAccessibleDescription(/A Key ID has only letters A–Z and digits 0–9/);
    await expect(page.getByLabel('Services ID', { exact: true })).toHaveAccessibleDescription(/Enter the identifier of your Services ID/);
    await expect(page.getByLabel('Client secret (ES256)', { exact: true })).toHaveCount(0);
  });

  test('can be filled and submitted from the keyboard', async ({ page }) => {
    const { pem } = appleKeyPair();
    await page.goto(APPLE_PAGE);
    await page.locator('[data-widget="Apple secret generator"]').scrollIntoViewIfNeeded();
    await page.getByLabel('Team ID', { exact: true }).focus();
    await page.keyboard.type('A1B2C3D4E5');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Services ID', { exact: true })).toBeFocused();
    await page.keyboard.type('com.example.web');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Private key (.p8 file)', { exact: true })).toBeFocused();
    // The file chooser itself is the operating system's, and headless Chromium does not open it
    // reliably from a key press: give the focused file field its file directly.
    await page.locator(':focus').setInputFiles({ name: 'AuthKey_F9G8H7J6K5.p8', mimeType: 'application/octet-stream', buffer: Buffer.from(pem) });
    await expect(page.getByLabel('Key ID', { exact: true })).toHaveValue('F9G8H7J6K5');
    await page.getByLabel('Key ID', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Client secret (ES256)', { exact: true })).toHaveValue(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme}`, () => {
    test.use({ colorScheme });
    // A full-page axe run takes several seconds on a busy machine; these tests run it twice.
    test.describe.configure({ timeout: 90_000 });

    test(`the JWT generator page has no violations (${colorScheme})`, async ({ page }) => {
      await page.goto(JWT_PAGE);
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await page.locator('[data-widget="JWT generator"]').scrollIntoViewIfNeeded();
      await page.getByLabel('JWT secret', { exact: true }).fill('short');
      await expect(page.getByLabel('Signed token (HS256)', { exact: true })).toHaveValue(/\./);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the Apple page has no violations, with errors and with a result (${colorScheme})`, async ({ page }) => {
      await page.goto(APPLE_PAGE);
      await page.locator('[data-widget="Apple secret generator"]').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: APPLE_MARKER }).click();
      await expect(page.getByLabel('Team ID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Team ID', { exact: true }).fill('A1B2C3D4E5');
      await page.getByLabel('Services ID', { exact: true }).fill('com.example.web');
      await page
        .getByLabel('Private key (.p8 file)', { exact: true })
        .setInputFiles({ name: 'AuthKey_F9G8H7J6K5.p8', mimeType: 'application/octet-stream', buffer: Buffer.from(appleKeyPair().pem) });
      await page.getByRole('button', { name: APPLE_MARKER }).click();
      await expect(page.getByLabel('Client secret (ES256)', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
