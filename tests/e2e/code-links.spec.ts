import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';

/**
 * The client calls in a guide's code blocks are links to their reference items
 * (src/content/call-links.ts): reachable by keyboard with the site's focus style, looking like the
 * code around them, passing axe in both themes, and leaving what the copy button copies unchanged.
 */

const GUIDE = '/guides/auth/passwords';
const ITEM = '/reference/javascript/sign-up';

/** The first code block of the guide that calls `plinth.auth.signUp(…)`. */
const signUpBlock = (page: Page) =>
  page
    .locator('figure.code-block')
    .filter({ has: page.locator(`a.code-ref[href="${ITEM}"]`) })
    .first();

test('a call in a guide’s code links to its reference item, and the keyboard reaches it', async ({ page }) => {
  await page.goto(GUIDE);
  const block = signUpBlock(page);
  const link = block.getByRole('link', { name: 'auth.signUp() in the JavaScript reference' });
  await expect(link).toHaveText('signUp');
  await expect(link).toHaveAttribute('href', ITEM);
  // The function this sample declares, also named signUp, is not a call of the client: plain.
  await expect(block.getByRole('link')).toHaveCount(1);

  // From the code block (a focusable scrolling region), Tab moves into its links.
  await block.locator('pre').focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const focus = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle, width: style.outlineWidth, visible: el.matches(':focus-visible') };
  });
  expect(focus).toEqual({ outline: 'solid', width: '2px', visible: true });

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${ITEM}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('signUp()');
});

test('a linked call looks like the code around it and changes no line', async ({ page }) => {
  await page.goto(GUIDE);
  const block = signUpBlock(page);
  const link = block.locator('a.code-ref').first();
  const looks = await link.evaluate((el) => {
    const token = el.firstElementChild as HTMLElement;
    const line = el.closest('.line') as HTMLElement;
    const other = [...el.closest('code')!.querySelectorAll<HTMLElement>('.line')].find((l) => !l.querySelector('a'))!;
    return {
      font: getComputedStyle(el).fontFamily === getComputedStyle(line).fontFamily,
      size: getComputedStyle(el).fontSize === getComputedStyle(line).fontSize,
      // The token keeps its highlighting colour (as the same token outside a link has it); the link adds only an underline.
      colour: (() => {
        const twin = token.cloneNode(true) as HTMLElement;
        line.append(twin);
        const same = getComputedStyle(twin).color === getComputedStyle(token).color;
        twin.remove();
        return same;
      })(),
      underline: getComputedStyle(el).textDecorationLine,
      lineHeight: line.getBoundingClientRect().height === other.getBoundingClientRect().height,
    };
  });
  expect(looks.font).toBe(true);
  expect(looks.size).toBe(true);
  expect(looks.colour).toBe(true);
  expect(looks.underline).toBe('underline');
  expect(looks.lineHeight).toBe(true);
});

test('copy gives the code exactly as the page’s source has it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(GUIDE);
  const block = signUpBlock(page);
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('const { data, error } = await plinth.auth.signUp({');
  // The Markdown twin holds the page's code as written: the copy is one of its code blocks, byte for byte.
  const twin = await (await page.request.get(`${GUIDE}.md`)).text();
  expect(twin).toContain(`\n${copied}\n\`\`\``);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a code block with linked calls has no axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(GUIDE);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await signUpBlock(page).evaluate((el) => el.setAttribute('data-axe-target', ''));
    // This one block, with all result types: what passes and what is left for review matter here.
    const results = await new AxeBuilder({ page }).include('[data-axe-target]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // A link told apart from the code by nothing but its colour is left for review by this rule
    // (it was, without the underline); with it, the rule passes.
    expect(results.passes.map((r) => r.id)).toEqual(expect.arrayContaining(['link-in-text-block', 'link-name', 'color-contrast']));
    expect(results.incomplete.map((r) => r.id)).toEqual([]);
  });
}
