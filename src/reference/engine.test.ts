import { describe, expect, it } from 'vitest';
import { activeItemId } from './active-item';
import { type ReferenceDoc, type RefItem, assignParamAnchors, modelProblems } from './model';
import { itemPageHtml, sectionsHtml } from '../content/reference-html';
import { searchRecords } from './outputs';

const item = (id: string, extra: Partial<RefItem> = {}): RefItem => ({ id, title: id, paramGroups: [], examples: [], links: [], depth: 0, ...extra });
const doc = (items: RefItem[]): ReferenceDoc => ({
  key: 'javascript',
  kind: 'sdk',
  title: 'JavaScript client library',
  label: 'JavaScript',
  description: 'd',
  versions: [],
  page: '/reference/javascript/introduction',
  itemPage: (id) => `/reference/javascript/${id}`,
  language: 'ts',
  sections: [{ id: 'database', title: 'Database', items }],
});

describe('the model’s rules', () => {
  it('refuses ids unusable in a URL and ids used twice, all at once', () => {
    const problems = modelProblems(doc([item('select'), item('v1-Delete hostname config'), item('select', { title: 'Select again' })]));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/"v1-Delete hostname config", which is not usable in a URL/);
    expect(problems[1]).toMatch(/items "select" and "Select again" share the id "select"/);
    expect(modelProblems(doc([item('select'), item('sign-in-with-otp'), item('auth.admin.listUsers')]))).toEqual([]);
  });
});

describe('parameter anchors', () => {
  it('are unique within the page: the first of a name keeps the short anchor, later ones take their parents and group', () => {
    const create = item('v1-create-project', {
      paramGroups: [
        {
          title: 'Request body',
          params: [
            { name: 'name', required: true },
            { name: 'region', required: false, children: [{ name: 'name', required: false }] },
          ],
        },
        {
          title: 'Response 201',
          params: [
            { name: 'name', required: true },
            { name: 'region', required: false, children: [{ name: 'name', required: false }] },
          ],
        },
      ],
    });
    const flagged = item('plinth-stop', {
      paramGroups: [{ title: 'Flags', params: [{ name: 'no-backup', required: false, anchor: 'plinth-stop-flag-no-backup' }] }],
    });
    const d = doc([create, flagged]);
    assignParamAnchors(d);
    const anchors = create.paramGroups.flatMap((g) => g.params.flatMap((p) => [p.anchor, ...(p.children ?? []).map((c) => c.anchor)]));
    expect(anchors).toEqual([
      'v1-create-project-param-name',
      'v1-create-project-param-region',
      'v1-create-project-param-region-name',
      'v1-create-project-response-201-param-name',
      'v1-create-project-response-201-param-region',
      'v1-create-project-response-201-param-region-name',
    ]);
    expect(flagged.paramGroups[0]!.params[0]!.anchor).toBe('plinth-stop-flag-no-backup');
    expect(modelProblems(d)).toEqual([]);
  });

  it('that collide are a model problem', () => {
    const a = item('a', {
      paramGroups: [
        {
          title: 'P',
          params: [
            { name: 'x', required: false, anchor: 'same' },
            { name: 'y', required: false, anchor: 'same' },
          ],
        },
      ],
    });
    expect(modelProblems(doc([a]))).toEqual(['/reference/javascript/introduction: the anchor "same" of a › y is also used by a › x']);
  });
});

describe('rendering', () => {
  const select = item('select', {
    title: 'Fetch data: select()',
    summary: 'Reads rows.',
    paramGroups: [{ title: 'Parameters', params: [{ name: 'columns', required: false, type: 'string', description: 'The columns.' }] }],
  });

  it('gives the long page an h3 per item, anchored by the item id, and parameter rows their anchors', async () => {
    const html = (await sectionsHtml(doc([select]))).get('database')!;
    expect(html).toContain('<section id="select" aria-labelledby="select-title" data-ref-item="select"');
    expect(html).toMatch(/<h3 id="select-title"[^>]*>Fetch data: select\(\)<\/h3>/);
    expect(html).toContain('id="select-param-columns"');
    expect(html).not.toContain('<h1');
  });

  it('gives an item’s own page the item’s title as its only h1', async () => {
    const html = await itemPageHtml(doc([select]), select);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Fetch data: select\(\)<\/h1>/);
    expect(html).not.toContain('<h3 id="select-title"');
  });

  it('makes a search record for the item and each parameter, naming the library', () => {
    const records = searchRecords(doc([select]));
    expect(records.map((r) => [r.url, r.title])).toEqual([
      ['/reference/javascript/introduction#select', 'Fetch data: select() — JavaScript'],
      ['/reference/javascript/introduction#select-param-columns', 'Fetch data: select() columns — JavaScript'],
    ]);
    expect(records.every((r) => r.page === undefined)).toBe(true);
  });

  it('says what a result shows: the item, its reference, and for a parameter the parameter and its item’s record', () => {
    const [own, param] = searchRecords(doc([select]));
    expect(own!.show).toEqual({ item: 'Fetch data: select()', where: 'JavaScript' });
    expect(param!.show).toEqual({ item: 'Fetch data: select()', where: 'JavaScript', part: 'columns', of: '/reference/javascript/introduction#select' });
  });

  it('shows a self-hosted service’s variable as an item of its own, its group as where it is', () => {
    const general = item('general-variables', {
      title: 'General variables',
      paramGroups: [{ title: 'Variables', params: [{ name: 'ANON_KEY', anchor: 'ANON_KEY', required: true, type: 'string', description: 'The anon key.' }] }],
    });
    const storage: ReferenceDoc = {
      ...doc([general]),
      key: 'self-hosting-storage',
      kind: 'config',
      label: 'Storage server',
      page: '/reference/self-hosting-storage/introduction',
    };
    const variable = searchRecords(storage)[1]!;
    expect(variable.url).toBe('/reference/self-hosting-storage/introduction#ANON_KEY');
    expect(variable.show).toEqual({ item: 'ANON_KEY', where: 'Storage server · General variables' });
  });

  it('names the page of a record whose title does not name its reference (a CLI command’s)', () => {
    const cli: ReferenceDoc = {
      ...doc([item('plinth-stop', { title: 'plinth stop' })]),
      key: 'cli',
      kind: 'cli',
      title: 'CLI reference',
      itemTitlePrefix: 'plinth ',
    };
    expect(searchRecords(cli).map((r) => [r.title, r.page])).toEqual([['plinth stop', 'CLI reference']]);
  });
});

describe('the active entry of a function list', () => {
  const ids = new Set(['select', 'insert']);
  it('is the fragment’s item on the long page, else the last path segment', () => {
    expect(activeItemId('/reference/javascript/introduction', '#insert', ids)).toBe('insert');
    expect(activeItemId('/reference/javascript/select', '', ids)).toBe('select');
    expect(activeItemId('/reference/javascript/select/', '', ids)).toBe('select');
    expect(activeItemId('/reference/javascript/introduction', '#select-param-columns', ids)).toBeNull();
    expect(activeItemId('/reference/javascript/introduction', '', ids)).toBeNull();
  });
});
