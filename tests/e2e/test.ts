import { writeFileSync } from 'node:fs';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page, Response } from '@playwright/test';

/**
 * Playwright's `test` with one automatic fixture: everything the page said went wrong (console
 * warnings and errors, uncaught exceptions, failed requests, error responses of the site's own
 * origin), kept while the test runs and printed (and saved beside its results) when it fails. A
 * failure on a busy CI machine then names its cause (a widget's error boundary logs the error it
 * caught) instead of leaving only the state the page ended in. Passing tests print nothing.
 */
export const test = base.extend<{ pageLog: string[] }>({
  pageLog: [
    async ({ context, baseURL }, use, testInfo) => {
      const log: string[] = [];
      const started = Date.now();
      const at = () => `${((Date.now() - started) / 1000).toFixed(2)}s`;
      const watch = (page: import('@playwright/test').Page) => {
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') log.push(`${at()} console.${m.type()}: ${m.text()}`);
        });
        page.on('pageerror', (e) => log.push(`${at()} uncaught: ${e.stack ?? e.message}`));
        page.on('requestfailed', (r) => log.push(`${at()} request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? '?'})`));
        page.on('response', (r) => {
          if (r.status() >= 400 && baseURL && r.url().startsWith(baseURL)) log.push(`${at()} HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(log);
      if (testInfo.status !== testInfo.expectedStatus && log.length > 0) {
        // On stderr, which the list reporter prints whole (it shortens an attachment's text to a few
        // lines), and as a file beside the test's other results.
        const text = log.join('\n');
        console.error(`What the page reported during "${testInfo.title}":\n${text}`);
        const file = testInfo.outputPath('page-log.txt');
        writeFileSync(file, text);
        await testInfo.attach('page-log', { path: file, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
