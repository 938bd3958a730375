import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../content/compile';
import { listGuides } from '../../content/pages';
import { mdxToMarkdown } from '../../content/to-markdown';
import { splitFrontmatter } from '../../content/parse-frontmatter';
import { flattenSection, sections } from '../../nav';
import { errorCatalogue } from '../../reference/errors/load';
import { ERROR_SERVICES, type ErrorService } from '../../reference/errors/model';
import { errorSearchRecords } from '../../reference/errors/outputs';
import { ERROR_PAGES, errorPageFile, errorPageService, errorUrl } from '../../reference/errors/pages';

/**
 * The errors pages against the catalogue: each service's page (ERROR_PAGES, the one home of their
 * addresses) is a guide in a sidebar, shows every group of its service once and every entry under
 * its own anchor, in its HTML and in its twin; no other page shows a service's entries, so an
 * anchor has one page; and each entry has one search record, at that anchor.
 */

const catalogue = errorCatalogue();
const compiled = new Map<ErrorService, Promise<{ html: string; twin: string }>>();
function page(service: ErrorService) {
  let found = compiled.get(service);
  if (!found) {
    const file = errorPageFile(service);
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    found = compilePage(file, source).then(({ html }) => {
      const { frontmatter, body } = splitFrontmatter(file, source);
      return { html, twin: mdxToMarkdown(body, frontmatter.title, frontmatter.description, `https://plinth.test${ERROR_PAGES[service]}`) };
    });
    compiled.set(service, found);
  }
  return found;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the errors pages', () => {
  it('are guides, each listed in a sidebar', () => {
    const guides = new Set(listGuides().map((g) => g.route));
    const listed = new Set(sections.flatMap((s) => flattenSection(s).map((i) => i.href)));
    for (const service of ERROR_SERVICES) {
      expect(guides.has(ERROR_PAGES[service]), `${service}: ${ERROR_PAGES[service]} is a guide`).toBe(true);
      expect(listed.has(ERROR_PAGES[service]), `${service}: ${ERROR_PAGES[service]} is in a sidebar`).toBe(true);
      expect(errorPageService(ERROR_PAGES[service])).toBe(service);
    }
  });

  it.for(ERROR_SERVICES)('%s: every group once, every entry under its own anchor, in the HTML and the twin', { timeout: 120_000 }, async (service) => {
    const { html, twin } = await page(service);
    const svc = catalogue.services.find((s) => s.service === service)!;
    for (const group of svc.groups) expect(count(html, `data-error-group="${service}:${group.id}"`), `${service} ${group.id}`).toBe(1);
    expect(count(html, 'data-error-group="')).toBe(svc.groups.length);
    for (const entry of svc.groups.flatMap((g) => g.entries)) {
      expect(count(html, ` id="${entry.anchor}"`), `${entry.id}: its anchor`).toBe(1);
      expect(count(html, `data-error-entry="${entry.id}"`), entry.id).toBe(1);
      expect(twin, `${entry.id} in the twin`).toContain(`### ${/^\d+$/.test(entry.key) && entry.kind !== 'sqlstate' ? entry.key : `\`${entry.key}\``}`);
    }
  });

  it("show no service's entries on another page", () => {
    for (const guide of listGuides()) {
      const text = readFileSync(path.join(process.cwd(), guide.file), 'utf8');
      for (const m of text.matchAll(/<Error(?:Codes|Response|Checks) service="([a-z_]+)"/g))
        expect(guide.file, `${guide.file} shows ${m[1]}'s errors`).toBe(errorPageFile(m[1] as ErrorService));
    }
  });
});

describe("the catalogue's search records", () => {
  it('are one per entry, each at its anchor on its service page', async () => {
    const records = errorSearchRecords(catalogue);
    const entries = catalogue.services.flatMap((s) => s.groups.flatMap((g) => g.entries));
    expect(records).toHaveLength(entries.length);
    expect(new Set(records.map((r) => r.url)).size).toBe(records.length);
    for (const [i, entry] of entries.entries()) {
      const record = records[i]!;
      expect(record.url).toBe(errorUrl(entry));
      expect(record.title.startsWith(entry.key)).toBe(true);
      expect(record.content).toContain(entry.key);
      for (const message of entry.messages) expect(record.content).toContain(message);
    }
    const { html } = await page('storage');
    const bucket = records.find((r) => r.content.includes('Bucket not found') && r.url.endsWith('#NoSuchBucket'));
    expect(bucket?.title).toBe('NoSuchBucket — Storage error');
    expect(html).toContain(' id="NoSuchBucket"');
    expect(records.find((r) => r.url === errorUrl('postgrest', 'sqlstate-23505'))?.title).toBe('23505 unique_violation — Data API error');
  }, 120_000);
});
