import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.DEV_E2E_PORT ?? 3211);

/**
 * The writers' loop, in a browser, on `npm run dev` (the same server writers use, on its own port):
 * pages render, widgets hydrate, a save shows without a reload, a content problem shows first and
 * the page comes back when it is fixed. One worker: the tests edit files the server watches.
 */
export default defineConfig({
  testDir: 'tests/dev',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The first request of a route compiles it (Turbopack): tens of seconds on a small machine.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx builder/vendor.ts && node --import tsx scripts/dev.ts',
    url: `http://127.0.0.1:${port}/icon.svg`,
    env: { PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
