/**
 * The site search understands a question (src/lib/question-search.ts): the reader's words need not
 * be the page's. Before issue 30 Pagefind ranked this question's passwordless page out of the
 * first results (they were Firebase Auth, SSO, identities, auth architecture, Auth0).
 */
import { expect, test } from './test';

const SEARCH_OPENS_WITHIN = { timeout: 15_000 };

test('a question in the search box finds the page that answers it, in the first five results', async ({ page }) => {
  await page.goto('/guides/getting-started', { waitUntil: 'networkidle' });
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  await expect(dialog).toBeVisible(SEARCH_OPENS_WITHIN);
  await dialog.getByRole('combobox').fill('how do I let users sign in without a password');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results/);
  // A result is a page, its matching sections under it: the first five results are the first five groups.
  const firstFive = await dialog
    .getByRole('listbox')
    .getByRole('group')
    .evaluateAll((groups) => groups.slice(0, 5).map((g) => g.querySelector('[role="option"]')?.getAttribute('href')));
  expect(firstFive.some((href) => href?.startsWith('/guides/auth/auth-email-passwordless'))).toBe(true);
});

test('an error pasted into the search box finds its entry first, and the entry opens at its anchor', async ({ page }) => {
  await page.goto('/guides/getting-started', { waitUntil: 'networkidle' });
  const pasted = [
    ['invalid_credentials', '/guides/auth/debugging/error-codes#invalid_credentials'],
    ['PGRST116', '/guides/api/rest/error-codes#PGRST116'],
    ['Bucket not found', '/guides/storage/debugging/error-codes#NoSuchBucket'],
  ] as const;
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  await expect(dialog).toBeVisible(SEARCH_OPENS_WITHIN);
  const box = dialog.getByRole('combobox');
  for (const [text, entry] of pasted) {
    await box.fill(text);
    // The final results (counted), not the first, table-less ones.
    await expect(dialog.getByRole('status')).toHaveText(/\d+ results?/);
    await expect(dialog.getByRole('option').first(), text).toHaveAttribute('href', entry);
  }
  await box.press('Enter');
  await expect(page).toHaveURL(/\/guides\/storage\/debugging\/error-codes#NoSuchBucket$/);
  await expect(page.locator('[id="NoSuchBucket"]')).toBeInViewport();
});
