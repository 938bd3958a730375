import { expect, test, type BrowserContext, type Locator, type Page } from './test';
import { axeViolations } from './axe';
import { branches, catalogProjects, named, organizations } from '../../server/stand-in/fixtures';
import { NEXT_STATIC_PREFIX } from '../../src/lib/next-export';

/**
 * The credential panel against the local platform stand-in (served by the same server as the
 * site). Failure modes come from the `stand-in-mode` cookie, set per browser context, so these
 * tests run in parallel safely.
 */
const PAGE = '/guides/getting-started/api-keys';
const PROJECT_KEY = 'plinth-docs-selected-project';
const BRANCH_KEY = 'plinth-docs-selected-branch';
const SESSION_KEY = 'plinth-platform-session';

const acmeBranches = branches[named.acmeWeb.ref]!;
const mainBranch = acmeBranches.find((b) => b.project_ref === b.parent_project_ref)!;
const stagingBranch = acmeBranches.find((b) => b.name === 'staging')!;
const url = (ref: string) => `https://${ref}.plinth.co`;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function setMode(context: BrowserContext, baseURL: string | undefined, mode: string) {
  await context.addCookies([{ name: 'stand-in-mode', value: mode, url: baseURL! }]);
}

/** Signs in through the stand-in's development sign-in page and comes back to the guide. */
async function signIn(page: Page, returnTo = PAGE) {
  await page.goto(`/dev/sign-in?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === returnTo.split('?')[0]);
}

function panel(page: Page) {
  const root = page.locator('[data-credential-panel]').first();
  return {
    root,
    state: root.locator('[data-panel-state]'),
    project: root.getByRole('combobox', { name: 'Project', exact: true }),
    branch: root.getByRole('combobox', { name: 'Branch', exact: true }),
    projectUrl: root.getByRole('textbox', { name: 'Project URL', exact: true }),
    anonKey: root.getByRole('textbox', { name: 'Anon key', exact: true }),
    listbox: root.getByRole('listbox'),
    alert: root.locator('[data-error-message]'),
  };
}

async function expectState(page: Page, state: string) {
  await expect(panel(page).state).toHaveAttribute('data-panel-state', state, { timeout: 15_000 });
}

/** Opens a combobox with the keyboard and picks the option with this exact label. */
async function choose(combobox: Locator, label: string) {
  const listbox = combobox.page().locator(`#${await combobox.getAttribute('aria-controls')}`);
  // The selector ignores keys until its list has loaded (a panel with data may still be loading
  // its branches): wait until the option exists in the closed list before opening it.
  await expect(listbox.locator('[role="option"]').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })).toHaveCount(1);
  await combobox.focus();
  await combobox.press('ArrowDown');
  await expect(listbox).toBeVisible();
  const option = listbox.getByRole('option', { name: label, exact: true });
  await expect(option).toHaveCount(1);
  // Walk with the arrow keys to the option, then confirm with Enter.
  for (let i = 0; i < 40; i++) {
    const active = await combobox.getAttribute('aria-activedescendant');
    if (active === (await option.getAttribute('id'))) break;
    const options = listbox.getByRole('option');
    const ids = await options.evaluateAll((els) => els.map((e) => e.id));
    const target = ids.indexOf((await option.getAttribute('id'))!);
    await combobox.press(ids.indexOf(active ?? '') < target ? 'ArrowDown' : 'ArrowUp');
  }
  await combobox.press('Enter');
  await expect(listbox).toBeHidden();
}

/** The whole page, panel included, in one axe run (each line names the failing nodes). */
async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function storage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

const envBlock = (page: Page) => page.locator('figure[data-credentials]').filter({ hasText: 'NEXT_PUBLIC_PLINTH_URL=' });

test.describe('logged out', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`selectors disabled, placeholders, log-in hint, no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(PAGE);
      const p = panel(page);
      await expectState(page, 'loggedOut');
      await expect(p.project).toBeDisabled();
      await expect(p.project).toHaveText('Log in to choose a project');
      await expect(p.branch).toHaveCount(0);
      await expect(p.projectUrl).toHaveValue('');
      await expect(p.projectUrl).toHaveAttribute('placeholder', 'Project URL');
      await expect(p.anonKey).toHaveValue('');
      await expect(p.anonKey).toHaveAttribute('placeholder', 'Anon key');
      await expect(p.root.getByRole('button', { name: 'Copy Project URL' })).toBeDisabled();
      await expect(p.root.locator('[data-login-hint]')).toHaveText("Log in to see your own project's values here and in this page's code samples.");
      const login = p.root.getByRole('link', { name: 'Log in' });
      await expect(login).toHaveAttribute('href', `/dev/sign-in?return_to=${encodeURIComponent(page.url())}`);
      await expect(envBlock(page)).toContainText('NEXT_PUBLIC_PLINTH_URL=https://<project-ref>.plinth.co');
      await expect(envBlock(page)).toContainText('NEXT_PUBLIC_PLINTH_ANON_KEY=<anon-key>');
      await expectNoAxeViolations(page);
    });
  }

  test('the log-in link signs in through the stand-in and returns to the page', async ({ page }) => {
    await page.goto(PAGE);
    await panel(page).root.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dev\/sign-in\?return_to=/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === PAGE);
    await expectState(page, 'hasData');
    expect(JSON.parse((await storage(page, SESSION_KEY))!)).toMatchObject({ user: { email: 'dev@plinth.test' } });
  });
});

test.describe('logged in', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`first project, its organization and its main branch are chosen; values shown; no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page);
      const p = panel(page);
      await expectState(page, 'hasData');
      await expect(p.project).toBeEnabled();
      await expect(p.project).toHaveText('Acme Labs / Acme Web');
      await expect(p.branch).toHaveText('main');
      await expect(p.projectUrl).toHaveValue(url(named.acmeWeb.ref));
      await expect(p.anonKey).toHaveValue(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
      await expect(p.root).toContainText('Logged in as dev@plinth.test');
      await expectNoAxeViolations(page);
      // Open list too: roles, names and contrast hold with the listbox shown.
      await p.project.focus();
      await p.project.press('ArrowDown');
      await expect(p.listbox.first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('options are grouped by organization, labelled "organization / project" without quotation marks', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    await p.project.click();
    const listbox = p.root.locator(`#${await p.project.getAttribute('aria-controls')}`);
    const groups = listbox.getByRole('group');
    await expect(groups).toHaveCount(4);
    await expect(groups.nth(1)).toHaveAccessibleName('Quoted Ventures');
    await expect(groups.nth(2)).toHaveAccessibleName('Northwind Data Co');
    await expect(groups.nth(1).getByRole('option')).toHaveText(['Quoted Ventures / Billing v2', 'Quoted Ventures / Landing page']);
    await expect(listbox.getByRole('option', { name: 'Acme Labs / Acme Internal Tools', exact: true })).toHaveCount(1);
    const labels = await listbox.getByRole('option').allTextContents();
    expect(labels.join(' ')).not.toMatch(/["“”«»]/);
    expect(organizations.some((o) => o.name.includes('"'))).toBe(true);
  });

  test('the code blocks show the selected values and their copy button copies what is shown', async ({ page }) => {
    await signIn(page);
    await expectState(page, 'hasData');
    const block = envBlock(page);
    await expect(block).toHaveAttribute('data-credentials-shown', 'project');
    await expect(block).toContainText(`NEXT_PUBLIC_PLINTH_URL=${url(named.acmeWeb.ref)}`);
    const anonKey = await panel(page).anonKey.inputValue();
    await expect(block).toContainText(`NEXT_PUBLIC_PLINTH_ANON_KEY=${anonKey}`);
    await block.getByRole('button', { name: 'Copy .env.local' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `NEXT_PUBLIC_PLINTH_URL=${url(named.acmeWeb.ref)}\nNEXT_PUBLIC_PLINTH_ANON_KEY=${anonKey}`,
    );
    const inline = page.locator('figure[data-credentials]').filter({ hasText: 'check-connection' });
    await expect(inline).toContainText(`createClient('${url(named.acmeWeb.ref)}', '${anonKey}')`);
    // Switching project updates the blocks.
    await choose(panel(page).project, 'Quoted Ventures / Landing page');
    await expect(block).toContainText(`NEXT_PUBLIC_PLINTH_URL=${url(named.landing.ref)}`);
  });

  test('userLoading while an expired session is being refreshed', async ({ page, context, baseURL }) => {
    const session = await (await page.request.post('/auth/v1/token?grant_type=password', { data: { email: 'dev@plinth.test' } })).json();
    const expired = { ...session, access_token: 'expired', expires_at: Math.floor(Date.now() / 1000) - 60 };
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [SESSION_KEY, JSON.stringify(expired)]);
    await setMode(context, baseURL, 'token:slow');
    await page.goto(PAGE);
    const p = panel(page);
    await expectState(page, 'userLoading');
    await expect(p.project).toBeDisabled();
    await expect(p.project).toHaveText('Checking your login…');
    await expect(p.projectUrl).toHaveValue('');
    await expectState(page, 'hasData');
    await expect(p.projectUrl).toHaveValue(url(named.acmeWeb.ref));
  });

  test('loggedIn with data pending: selectors disabled until the lists arrive', async ({ page, context, baseURL }) => {
    await signIn(page);
    await setMode(context, baseURL, 'projects:slow');
    await page.reload();
    const p = panel(page);
    await expectState(page, 'loggedInPending');
    await expect(p.project).toBeDisabled();
    await expect(p.project).toHaveText('Loading projects…');
    await expect(p.projectUrl).toHaveValue('');
    await expectState(page, 'hasData');
    await expect(p.project).toBeEnabled();
  });

  test('no data: "No project found"', async ({ page, context, baseURL }) => {
    await signIn(page);
    await setMode(context, baseURL, 'projects:empty');
    await page.reload();
    const p = panel(page);
    await expectState(page, 'noData');
    await expect(p.project).toHaveText('No project found');
    await expect(p.project).toBeDisabled();
    await expect(p.projectUrl).toHaveValue('');
    await expect(p.anonKey).toHaveValue('');
  });

  for (const mode of ['projects:error', 'organizations:error', 'projects:html', 'organizations:malformed', 'projects:malformed']) {
    test(`project-list failure (${mode}): error state, selectors disabled, no value`, async ({ page, context, baseURL }) => {
      await signIn(page);
      await setMode(context, baseURL, mode);
      await page.reload();
      const p = panel(page);
      await expectState(page, 'error');
      await expect(p.project).toBeDisabled();
      await expect(p.project).toHaveText('Projects unavailable');
      await expect(p.projectUrl).toHaveValue('');
      await expect(p.anonKey).toHaveValue('');
      await expect(p.alert).toHaveText("Couldn't load your projects. Reload the page to try again, or copy the values from the dashboard.");
      await expect(p.alert.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', 'https://app.plinth.co/dashboard/projects');
      await expect(envBlock(page)).toContainText('https://<project-ref>.plinth.co');
    });
  }
});

test.describe('branch selector', () => {
  test('has data: main branch chosen although it is not first', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    await expect(p.state).toHaveAttribute('data-branch-state', 'hasData');
    await p.branch.click();
    const list = p.root.locator(`#${await p.branch.getAttribute('aria-controls')}`);
    await expect(list.getByRole('option')).toHaveText(acmeBranches.map((b) => b.name));
    await expect(list.getByRole('option', { selected: true })).toHaveText('main');
    expect(acmeBranches[0]!.id).not.toBe(mainBranch.id);
  });

  test('no branches: hidden for a project without branching (and https is the default protocol)', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    await choose(p.project, 'Acme Labs / Acme Internal Tools');
    await expect(p.state).toHaveAttribute('data-branch-state', 'noBranches');
    await expect(p.branch).toHaveCount(0);
    await expect(p.projectUrl).toHaveValue(url(named.acmeTools.ref));
  });

  test('no data: "No branch found" for a branching project without branches; values of the project itself', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    await choose(p.project, 'Acme Labs / Acme Mobile');
    await expect(p.state).toHaveAttribute('data-branch-state', 'noData');
    await expect(p.branch).toHaveText('No branch found');
    await expect(p.branch).toBeDisabled();
    await expect(p.projectUrl).toHaveValue(url(named.acmeMobile.ref));
  });

  test('no data from an empty list (branches:empty)', async ({ page, context, baseURL }) => {
    await signIn(page);
    await setMode(context, baseURL, 'branches:empty');
    await page.reload();
    await expect(panel(page).branch).toHaveText('No branch found');
  });

  test('pending while branches load', async ({ page, context, baseURL }) => {
    await signIn(page);
    await setMode(context, baseURL, 'branches:slow');
    await page.reload();
    const p = panel(page);
    await expect(p.state).toHaveAttribute('data-branch-state', 'pending');
    await expect(p.branch).toHaveText('Loading branches…');
    await expect(p.branch).toBeDisabled();
    await expect(p.projectUrl).toHaveValue('');
    await expect(p.state).toHaveAttribute('data-branch-state', 'hasData', { timeout: 10_000 });
    await expect(p.projectUrl).toHaveValue(url(named.acmeWeb.ref));
  });

  for (const mode of ['branches:error', 'branches:malformed']) {
    test(`error (${mode}): panel in error state with a dashboard link`, async ({ page, context, baseURL }) => {
      await signIn(page);
      await setMode(context, baseURL, mode);
      await page.reload();
      const p = panel(page);
      await expectState(page, 'error');
      await expect(p.state).toHaveAttribute('data-branch-state', 'error');
      await expect(p.branch).toHaveText('Branches unavailable');
      await expect(p.branch).toBeDisabled();
      await expect(p.project).toBeEnabled();
      await expect(p.alert).toHaveText("Couldn't load the branches of this project. You can also copy the value from the dashboard.");
      await expect(p.alert.getByRole('link', { name: 'dashboard' })).toHaveAttribute(
        'href',
        `https://app.plinth.co/dashboard/project/${named.acmeWeb.ref}/settings/api`,
      );
      await expect(p.projectUrl).toHaveValue('');
    });
  }
});

test.describe('selection storage', () => {
  test('selecting saves [organizationId, projectRef, projectName] and [projectRef, branchId]; both are restored after reload', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    await choose(p.branch, 'staging');
    await expect(p.projectUrl).toHaveValue(url(stagingBranch.project_ref));
    expect(JSON.parse((await storage(page, BRANCH_KEY))!)).toEqual([named.acmeWeb.ref, stagingBranch.id]);
    await page.reload();
    await expectState(page, 'hasData');
    await expect(p.branch).toHaveText('staging');
    await expect(p.projectUrl).toHaveValue(url(stagingBranch.project_ref));

    await choose(p.project, 'Quoted Ventures / Billing v2');
    await expect(p.projectUrl).toHaveValue(url(named.billing.ref));
    expect(JSON.parse((await storage(page, PROJECT_KEY))!)).toEqual([named.billing.organization_id, named.billing.ref, named.billing.name]);
    await page.reload();
    await expectState(page, 'hasData');
    await expect(p.project).toHaveText('Quoted Ventures / Billing v2');
    await expect(p.projectUrl).toHaveValue(url(named.billing.ref));
  });

  test('a stored project of another organization is not restored: the pair always matches', async ({ page }) => {
    await signIn(page);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [PROJECT_KEY, JSON.stringify([named.acmeWeb.organization_id, named.billing.ref, 'Billing'])],
    );
    await page.reload();
    await expectState(page, 'hasData');
    await expect(panel(page).project).toHaveText('Acme Labs / Acme Web');
  });

  const corrupted: [string, string, string][] = [
    ['bad JSON', '[101,"abc"', '["abc"'],
    ['wrong length', JSON.stringify([named.billing.organization_id, named.billing.ref]), JSON.stringify([named.acmeWeb.ref, stagingBranch.id, 'extra'])],
    ['wrong types', JSON.stringify([String(named.billing.organization_id), named.billing.ref, 'Billing']), JSON.stringify([named.acmeWeb.ref, 42])],
    ['not a list', JSON.stringify({ organizationId: 102, projectRef: named.billing.ref }), '"staging"'],
  ];
  for (const [label, projectValue, branchValue] of corrupted) {
    test(`corrupted localStorage (${label}) is ignored without an error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await signIn(page);
      await page.evaluate(
        ([pk, pv, bk, bv]) => {
          localStorage.setItem(pk!, pv!);
          localStorage.setItem(bk!, bv!);
        },
        [PROJECT_KEY, projectValue, BRANCH_KEY, branchValue],
      );
      await page.reload();
      await expectState(page, 'hasData');
      await expect(panel(page).project).toHaveText('Acme Labs / Acme Web');
      await expect(panel(page).branch).toHaveText('main');
      expect(errors).toEqual([]);
    });
  }

  test('logging out clears the session, organization, project and branch', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    await choose(p.branch, 'staging');
    await choose(p.project, 'Quoted Ventures / Landing page');
    expect(await storage(page, PROJECT_KEY)).not.toBeNull();
    expect(await storage(page, BRANCH_KEY)).not.toBeNull();
    await p.root.getByRole('button', { name: 'Log out' }).click();
    await expectState(page, 'loggedOut');
    expect(await storage(page, SESSION_KEY)).toBeNull();
    expect(await storage(page, PROJECT_KEY)).toBeNull();
    expect(await storage(page, BRANCH_KEY)).toBeNull();
    await expect(p.project).toHaveText('Log in to choose a project');
    await expect(p.projectUrl).toHaveValue('');
    await expect(envBlock(page)).toContainText('NEXT_PUBLIC_PLINTH_URL=https://<project-ref>.plinth.co');
    await expect(envBlock(page)).toHaveAttribute('data-credentials-shown', 'placeholders');
    // Logging in again starts from the first project: nothing of the old choice is left.
    await signIn(page);
    await expect(panel(page).project).toHaveText('Acme Labs / Acme Web');
  });
});

test.describe('interaction', () => {
  test('copy button shows "Copied" for one second and copies the value', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    const button = p.root.getByRole('button', { name: 'Copy Anon key' });
    await button.evaluate((el) => {
      const w = window as unknown as { __copied: number[] };
      w.__copied = [];
      new MutationObserver(() => w.__copied.push(performance.now())).observe(el, { attributes: true, attributeFilter: ['data-copied'] });
    });
    await button.click();
    await expect(p.root.getByRole('button', { name: 'Anon key copied' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await p.anonKey.inputValue());
    await expect(p.root.getByRole('button', { name: 'Copy Anon key' })).toHaveText('Copy');
    const [on, off] = await page.evaluate(() => (window as unknown as { __copied: number[] }).__copied);
    expect(off! - on!).toBeGreaterThanOrEqual(950);
    expect(off! - on!).toBeLessThan(1250);
  });

  test('with more than 10 options the list scrolls at 280 px; short lists do not', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    await p.project.click();
    const projectList = p.root.locator(`#${await p.project.getAttribute('aria-controls')}`);
    await expect(projectList.getByRole('option')).toHaveCount(6 + catalogProjects.length);
    const box = await projectList.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      client: el.clientHeight,
      scroll: el.scrollHeight,
      overflow: getComputedStyle(el).overflowY,
    }));
    expect(box.height).toBe(280);
    expect(box.overflow).toBe('auto');
    expect(box.scroll).toBeGreaterThan(box.client);
    // Moving to the last option scrolls it into view.
    await p.project.press('End');
    await expect(projectList.getByRole('option', { name: 'Big Catalog Inc / Catalog 12' })).toBeInViewport();
    await p.project.press('Escape');
    await p.branch.click();
    const branchList = p.root.locator(`#${await p.branch.getAttribute('aria-controls')}`);
    const small = await branchList.evaluate((el) => ({ height: el.getBoundingClientRect().height, scroll: el.scrollHeight, client: el.clientHeight }));
    expect(small.height).toBeLessThan(280);
    expect(small.scroll).toBe(small.client);
  });

  test('keyboard: focus is visible, arrows, Escape, type-ahead and Enter work', async ({ page }) => {
    await signIn(page);
    const p = panel(page);
    await expectState(page, 'hasData');
    await p.project.focus();
    expect(await p.project.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await p.project.press('Enter');
    await expect(p.project).toHaveAttribute('aria-expanded', 'true');
    const active = () => p.root.locator('[data-active]');
    await expect(active()).toHaveText('Acme Labs / Acme Web');
    await p.project.press('ArrowDown');
    await expect(active()).toHaveText('Acme Labs / Acme Internal Tools');
    await p.project.press('Escape');
    await expect(p.project).toHaveAttribute('aria-expanded', 'false');
    await expect(p.project).toHaveText('Acme Labs / Acme Web');
    // Type-ahead opens the list on the first option starting with the typed text.
    await p.project.press('b');
    await expect(active()).toHaveText('Big Catalog Inc / Catalog 01');
    await p.project.press('Enter');
    await expect(p.project).toHaveText('Big Catalog Inc / Catalog 01');
    await expect(p.projectUrl).toHaveValue(url(catalogProjects[0]!.ref));
  });

  test('switching projects aborts the request of the project left behind', async ({ page, context, baseURL }) => {
    await signIn(page);
    await setMode(context, baseURL, 'api:slow');
    const firstApi = `/platform/props/project/${named.acmeWeb.ref}/api`;
    const started = page.waitForRequest((r) => r.url().endsWith(firstApi));
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith(firstApi));
    await page.reload();
    await started;
    await choose(panel(page).project, 'Quoted Ventures / Billing v2');
    const failed = await aborted;
    expect(failed.failure()?.errorText).toMatch(/ERR_ABORTED|cancel/i);
    await expect(panel(page).projectUrl).toHaveValue(url(named.billing.ref), { timeout: 10_000 });
  });
});

test.describe('errors', () => {
  for (const mode of ['api:error', 'api:malformed', 'api:html']) {
    test(`API-settings failure (${mode}) says the value can be copied from the dashboard`, async ({ page, context, baseURL }) => {
      await signIn(page);
      await setMode(context, baseURL, mode);
      await page.reload();
      const p = panel(page);
      await expectState(page, 'error');
      await expect(p.alert).toHaveText("Couldn't load the API settings of this project. You can also copy the value from the dashboard.");
      await expect(p.alert.getByRole('link', { name: 'dashboard' })).toHaveAttribute(
        'href',
        `https://app.plinth.co/dashboard/project/${named.acmeWeb.ref}/settings/api`,
      );
      await expect(p.projectUrl).toHaveValue('');
      await expect(p.anonKey).toHaveValue('');
      await expect(p.project).toBeEnabled();
    });
  }

  test('a response slower than the timeout becomes an error, not an endless wait', async ({ page, context, baseURL }) => {
    test.setTimeout(45_000);
    await signIn(page);
    await setMode(context, baseURL, 'api:hang');
    await page.reload();
    const p = panel(page);
    await expect(p.projectUrl).toHaveAttribute('aria-busy', 'true');
    await expectState(page, 'error');
    await expect(p.alert).toHaveText("Couldn't load the API settings of this project. You can also copy the value from the dashboard.");
  });

  test('a 401 from the platform is an error state', async ({ page, context, baseURL }) => {
    await signIn(page);
    await setMode(context, baseURL, 'projects:unauthorized');
    await page.reload();
    await expectState(page, 'error');
  });

  test('a crash inside the panel shows the whole-panel message; the rest of the page keeps working', async ({ page }) => {
    await signIn(page);
    // Make the panel's own code (Panel.tsx, fetched once the built panel is on screen) fail to load: the error boundary must catch it.
    await page.route(`**${NEXT_STATIC_PREFIX}**`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (/toggleAttribute\(\s*["']data-session["']/.test(body)) await route.abort();
      else await route.fulfill({ response, body });
    });
    await page.reload();
    const failure = page.locator('[data-panel-failure]');
    await expect(failure).toHaveText("Couldn't display your API settings. You can get them from the dashboard.");
    await expect(failure.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', 'https://app.plinth.co/dashboard/projects');
    // The rest of the page works: headings, theme switch and code-block copy buttons.
    await expect(page.getByRole('heading', { level: 1, name: 'Get your API keys' })).toBeVisible();
    await page.locator('[data-theme-toggle]').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await envBlock(page).getByRole('button', { name: 'Copy .env.local' }).click();
    await expect(envBlock(page).getByRole('button', { name: 'Copied' })).toBeVisible();
  });
});

test.describe('pages without the panel', () => {
  const PANEL_MARKERS = ["Your project's API credentials", 'No QueryClient set'];

  async function loadedScripts(page: Page, path: string) {
    const bodies: string[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        pending.push(
          r
            .text()
            .then((t) => void bodies.push(t))
            .catch(() => undefined),
        );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    await Promise.all(pending);
    return bodies;
  }

  test('a guide without panel or credential code blocks loads none of the panel code and calls no platform API', async ({ page }) => {
    const platformCalls: string[] = [];
    page.on('request', (r) => /\/(platform|v1|auth\/v1)\//.test(new URL(r.url()).pathname) && platformCalls.push(r.url()));
    await signIn(page, '/guides/auth/sessions');
    await expect(page.locator('figure[data-credentials]')).toHaveCount(0);
    const bodies = await loadedScripts(page, '/guides/auth/sessions');
    for (const marker of PANEL_MARKERS) expect(bodies.some((b) => b.includes(marker))).toBe(false);
    expect(platformCalls.filter((u) => !u.includes('/auth/v1/token'))).toEqual([]);
  });

  test('credential code blocks on a page without the panel are filled for a logged-in reader, without react-query', async ({ page }) => {
    const other = '/guides/api/api-keys';
    await signIn(page, other);
    const bodies = await loadedScripts(page, other);
    const block = page.locator('figure[data-credentials]').first();
    await expect(block).toHaveAttribute('data-credentials-shown', 'project');
    await expect(block).toContainText(url(named.acmeWeb.ref));
    for (const marker of PANEL_MARKERS) expect(bodies.some((b) => b.includes(marker))).toBe(false);
  });

  test('logged out, such a page keeps the placeholders and asks no platform API', async ({ page }) => {
    const platformCalls: string[] = [];
    page.on('request', (r) => /\/(platform|v1)\//.test(new URL(r.url()).pathname) && platformCalls.push(r.url()));
    await page.goto('/guides/api/api-keys', { waitUntil: 'networkidle' });
    await expect(page.locator('figure[data-credentials]').first()).toContainText('https://<project-ref>.plinth.co');
    expect(platformCalls).toEqual([]);
  });
});
