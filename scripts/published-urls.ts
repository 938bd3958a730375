/**
 * `npm run urls`: compares the committed list of published addresses (content/published-urls.txt,
 * builder/published-urls.ts) with the site: fails on a listed address that no longer resolves and
 * has no redirect, and on one of the site's addresses the list lacks. `npm run urls -- --write`
 * adds the new addresses (it never removes one). Reads the sources, not a build; after a build its
 * pages come from the build cache.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatPublishedUrls, parsePublishedUrls, PUBLISHED_URLS_FILE, siteAddresses, unlistedUrls, vanishedUrls } from '../builder/published-urls';
import { loadRedirects } from '../builder/redirects';
import { siteIndex } from '../src/site';

const write = process.argv.includes('--write');
const file = path.join(process.cwd(), PUBLISHED_URLS_FILE);
const listed = parsePublishedUrls(readFileSync(file, 'utf8'));
const { current, site } = await siteAddresses(await siteIndex());
const vanished = vanishedUrls(listed, current, loadRedirects(site));
const unlisted = unlistedUrls(listed, current);
if (write && unlisted.length) {
  writeFileSync(file, formatPublishedUrls([...listed.map((l) => l.url), ...unlisted]));
  console.log(`${PUBLISHED_URLS_FILE}: ${unlisted.length} new address(es) added`);
}
for (const problem of vanished) console.error(problem);
if (!write && unlisted.length)
  console.error(
    `${unlisted.length} address(es) of the site are not in ${PUBLISHED_URLS_FILE} (add them with npm run urls -- --write and commit the list):\n${unlisted
      .slice(0, 20)
      .map((u) => `  ${u}`)
      .join('\n')}${unlisted.length > 20 ? '\n  …' : ''}`,
  );
const failed = vanished.length > 0 || (!write && unlisted.length > 0);
if (!failed) console.log(`published addresses: ${listed.length + (write ? unlisted.length : 0)} listed, each a page or anchor of the site or redirected`);
process.exitCode = failed ? 1 : 0;
