import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../reference/errors/load';
import { clientViews, entryView, responseLines, serviceOf, type Inline } from './view';

/** What an errors page says of an entry, of a service's responses and of each library, from the real catalogue. */

const catalogue = errorCatalogue();
const text = (parts: Inline[]): string =>
  parts
    .map((p) =>
      typeof p === 'string'
        ? p
        : 'code' in p
          ? `\`${p.code}\``
          : 'link' in p
            ? `[${text(p.text)}](${p.link})`
            : 'strong' in p
              ? `**${text(p.strong)}**`
              : p.markdown,
    )
    .join('');
const lines = (id: string) => {
  const entry = catalogue.entries[id]!;
  return entryView(entry, catalogue, serviceOf(catalogue, entry.service).facts).lines.map(text);
};

describe('an entry on its page', () => {
  it('gives status and retry, cause and fix, guides, calls and related entries', () => {
    const shown = lines('auth:invalid_credentials');
    expect(shown[0]).toBe('HTTP status: 400. Retry helps: no.');
    expect(shown).toContain(`**Cause.** ${catalogue.entries['auth:invalid_credentials']!.cause}`);
    expect(shown).toContain('Guide: [Password-based auth](/guides/auth/passwords).');
    expect(shown).toContain('Client call: `auth.signInWithPassword`.');
    expect(shown).toContain('See also [`email_not_confirmed`](/guides/auth/debugging/error-codes#email_not_confirmed).');
  });

  it('says what is not confirmed, and why, from the facts', () => {
    expect(lines('storage:InvalidJWT')).toContain(
      "**Not confirmed:** Storage's published error table gives 401 for this code, while the server's code sends 400.",
    );
    expect(lines('management_api:status-401')[1]).toMatch(/^\*\*Not confirmed:\*\* operations declare this status, but no source states when/);
    expect(lines('functions:RATE_LIMIT_EXCEEDED')[0]).toBe('HTTP status: not stated. Retry helps: yes.');
    expect(lines('functions:RATE_LIMIT_EXCEEDED')[1]).toMatch(/^\*\*Not confirmed:\*\* the sources/);
    expect(lines('auth:invalid_credentials').some((l) => l.includes('Not confirmed'))).toBe(false);
  });

  it('names where a status-less code shows, a legacy text, and the operations and rate limits of the Management API', () => {
    expect(lines('realtime:ChannelRateLimitReached')[0]).toMatch(/^No HTTP status: it shows in /);
    expect(lines('storage:NoSuchBucket')).toContain('Older `error` text of the same error: `Bucket not found`.');
    expect(lines('management_api:status-400')).toContain('Declared by one operation: [`v1-update-backup-schedule`](/reference/api/v1-update-backup-schedule).');
    const rate = lines('management_api:status-429');
    expect(rate).toContain('The limit: 120 requests per 60 seconds.');
    expect(rate.find((l) => l.startsWith('Operations with a stricter limit (not confirmed'))).toContain(
      '`GET /v1/projects/{ref}/database/context`, 10 requests per 60 seconds',
    );
  });
});

describe("a service's responses and libraries", () => {
  it('lists the response fields and headers the facts give', () => {
    expect(responseLines(serviceOf(catalogue, 'postgrest')).map(text)).toContain('Body fields: `code`, `message`, `details` and `hint`.');
    expect(responseLines(serviceOf(catalogue, 'functions')).map(text)).toEqual(
      expect.arrayContaining(['Header with the error code: `plinth-error-code`.', 'Header set when the relay failed: `x-relay-error`.']),
    );
  });

  it('writes each check for the example the page asks for', () => {
    const views = clientViews(serviceOf(catalogue, 'storage'), 'NoSuchKey');
    expect(views.map((v) => v.value)).toEqual(['js', 'dart', 'python', 'swift', 'kotlin', 'csharp']);
    expect(views.find((v) => v.library === 'python')!.check).toMatchObject({ lang: 'python', key: 'NoSuchKey' });
    // A status check takes the example's status.
    expect(views.find((v) => v.library === 'dart')!.check!.code).toContain("e.statusCode == '404'");
    expect(views.find((v) => v.library === 'kotlin')!.check).toBeUndefined();
  });
});
