import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page, Response } from '@playwright/test';

/**
 * Playwright's `test` with one automatic fixture: everything the page said went wrong (console
 * warnings and errors, uncaught exceptions, failed requests, error responses of the site's own
 * origin), kept while the test runs and attached to it when it fails (the list reporter prints it). A failure on a busy CI
 * machine then names its cause (a widget's error boundary logs the error it caught) instead of
 * leaving only the state the page ended in. Passing tests print nothing.
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
        // The list reporter prints a failed test's attachments: CI's log shows it.
        await testInfo.attach('page-log', { body: log.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
