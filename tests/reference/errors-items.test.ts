import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/reference/errors/load';
import { allEntries } from '../../src/reference/errors/model';
import { errorUrl, ERROR_PAGES } from '../../src/reference/errors/pages';
import { itemsOf, type ReferenceDoc } from '../../src/reference/model';
import { allReferences } from '../../src/reference/registry';

/**
 * Errors on every item the readers of a client library or of the Management API open: every
 * function of the six libraries (every version) has an errors section with the codes tied to it, or
 * one line on why it cannot fail or what it fails with; every link of it is an entry's anchor on its
 * service's errors page; every error response of every Management API operation has a cause, a fix
 * and a link, never only "No body.".
 */

const docs: ReferenceDoc[] = await allReferences();
const anchors = new Set(allEntries(errorCatalogue()).map((e) => errorUrl(e)));
const pages = new Set(Object.values(ERROR_PAGES));

describe('the errors sections of client library items', () => {
  const sdks = docs.filter((d) => d.kind === 'sdk');

  it('cover the six libraries', () => {
    expect(new Set(sdks.map((d) => d.key))).toEqual(new Set(['javascript', 'dart', 'python', 'swift', 'kotlin', 'csharp']));
  });

  it.for(sdks.map((d) => [`${d.key} ${d.version}`, d] as const))('%s: every item has errors, or says in one line why not', ([, doc]) => {
    const items = itemsOf(doc);
    const without = items.filter((i) => !i.errors || (!i.errors.note && !i.errors.groups.some((g) => g.errors.length)));
    expect(without.map((i) => i.id)).toEqual([]);
    for (const item of items) {
      const { note, groups } = item.errors!;
      if (note) expect(note.trim(), `${item.id}: one line`).not.toMatch(/\n\s*\n/);
      for (const group of groups) {
        expect(pages.has(group.page.href), `${item.id}: ${group.page.href}`).toBe(true);
        for (const e of group.errors) expect(anchors.has(e.href), `${item.id}: ${e.href} is an entry's anchor`).toBe(true);
      }
    }
    const withCodes = items.filter((i) => i.errors!.groups.some((g) => g.errors.length)).length;
    console.log(`${doc.key} ${doc.version}: ${items.length} items, ${withCodes} with codes, ${items.length - withCodes} with one line`);
  });
});

describe('the error responses of Management API operations', () => {
  it('each have a cause, a fix and a link to their status on the errors page', () => {
    const api = docs.find((d) => d.kind === 'api')!;
    let responses = 0;
    for (const item of itemsOf(api))
      for (const group of item.paramGroups) {
        const status = /^Response ([45]\d\d)$/.exec(group.title)?.[1];
        if (!status) continue;
        responses++;
        expect(group.note, `${item.id} ${status}`).toMatch(/\*\*Cause\.\*\* .+ \*\*Fix\.\*\* .+/);
        expect(group.note, `${item.id} ${status}`).toContain(`(${errorUrl('management_api', `status-${status}`)})`);
        expect(group.note).not.toContain('No body.');
      }
    // The 155 public operations declare 536 error responses.
    expect(responses).toBe(536);
  });

  it('say which operations have a stricter rate limit', () => {
    const api = docs.find((d) => d.kind === 'api')!;
    const context = itemsOf(api).find((i) => i.signature?.code === 'GET /v1/projects/{ref}/database/context');
    const note = context?.paramGroups.find((g) => g.title === 'Response 429')?.note;
    expect(note).toMatch(/This operation allows 10 requests per 60 seconds \(at most 1 request per second\), fewer than most; not confirmed/);
  });
});
