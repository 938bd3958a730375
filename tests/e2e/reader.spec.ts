import { expect, test } from './test';
import { axeViolations } from './axe';

/** What every guide ends with: "Edit this page", "Last updated" and "Was this page helpful?". */
const GUIDE = '/guides/auth/sessions';

test('a guide links to its source for editing', async ({ page }) => {
  await page.goto(GUIDE);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', /\/edit\/[^/]+\/content\/guides\/auth\/sessions\.mdx$/);
});

test('feedback is sent without React, with the keyboard, and listed by the stand-in', async ({ page }) => {
  // React is never fetched: the form is the enhancer's.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(GUIDE);
  const form = page.getByRole('form', { name: 'Was this page helpful?' });
  const comment = `The refresh section could show the token lifetime (${Date.now()})`;
  await form.getByRole('button', { name: /^No/ }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: /^No/ })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('textbox', { name: /What could be better/ }).fill(comment);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you, your feedback was sent.');
  await page.goto('/dev/feedback');
  await expect(page.locator('body')).toContainText(comment);
  await expect(page.locator('body')).toContainText(GUIDE);
});

test('a failed send says so and keeps the comment for another try', async ({ page }) => {
  await page.goto(GUIDE);
  // The stand-in's failure switch (README): its feedback endpoint answers with an error.
  await page.evaluate(() => (document.cookie = 'stand-in-mode=feedback:error; path=/'));
  const form = page.getByRole('form', { name: 'Was this page helpful?' });
  await form.getByRole('button', { name: /^Yes/ }).click();
  const box = form.getByRole('textbox', { name: /What could be better/ });
  await box.fill('Clear and short.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).not.toBeEmpty();
  await expect(box).toHaveValue('Clear and short.');
  await page.evaluate(() => (document.cookie = 'stand-in-mode=; path=/; max-age=0'));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you, your feedback was sent.');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the page's end, the form open, has no axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(GUIDE);
    const form = page.getByRole('form', { name: 'Was this page helpful?' });
    await form.getByRole('button', { name: /^No/ }).click();
    expect(await axeViolations(page, '[data-feedback]')).toEqual([]);
  });
}

test('the header does not move when a page is drawn while its menus are still being parsed', async ({ page }) => {
  // Under load the parser can stop inside the header and the browser draws what it has: the first
  // menu's <details> without its <summary> yet (the browser's own 26 px "Details" label). What is
  // there must already sit where it ends up (this moved 3 px when the rest arrived: CLS in the
  // wide-screen test above, once in a full run).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/guides/auth/jwts');
  const tops = await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    const top = (el: Element) => el.getBoundingClientRect().top;
    const whole = { nav: top(nav), menu: top(nav.firstElementChild!) };
    const partial = nav.cloneNode(false) as HTMLElement;
    const first = document.createElement('details');
    first.className = nav.firstElementChild!.className;
    partial.append(first);
    nav.replaceWith(partial);
    return { whole, partial: { nav: top(partial), menu: top(first) }, height: first.getBoundingClientRect().height };
  });
  expect(tops.height).toBeLessThan(32);
  expect(tops.partial).toEqual(tops.whole);
});

test('on a wide screen a guide or reference does not move while it loads', async ({ page }) => {
  // 1280 px shows "On this page". A long guide is drawn while it is still being parsed; its title
  // and subtitle must not change width when the table of contents arrives (a subtitle that wrapped
  // onto a second line then moved the whole page down: CLS 0.19 on the first guide, 0.018 on the
  // JavaScript reference).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; input: boolean }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) w.__shifts.push({ value: entry.value, input: entry.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/guides/database/postgres/row-level-security', '/guides/auth/jwts', '/reference/javascript/introduction', '/reference/python/introduction']) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await page.waitForTimeout(1000);
    const shift = await page.evaluate(() => (window as unknown as { __shifts: { value: number; input: boolean }[] }).__shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0));
    expect(shift, `${path}: cumulative layout shift`).toBe(0);
  }
});
