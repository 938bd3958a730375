/**
 * Fails on any broken internal link or missing anchor in the static export. Reads every HTML
 * page under out/, resolves each internal href the way the server and CDNs do, and checks that
 * the target exists and, for a #fragment, that the target page has an element with that id.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { resolveStaticFile } from '../server/static';
import { htmlFiles } from './html-files';

export interface BrokenLink {
  page: string;
  href: string;
  problem: string;
}

export function checkLinks(root: string): { pages: number; links: number; broken: BrokenLink[] } {
  const files = htmlFiles(root);
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsCache.get(file);
    if (!ids) {
      ids = new Set(parse(readFileSync(file, 'utf8')).querySelectorAll('[id]').map((el) => el.getAttribute('id')!));
      idsCache.set(file, ids);
    }
    return ids;
  };
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const file of files) {
    const page = `/${path.relative(root, file)}`;
    const doc = parse(readFileSync(file, 'utf8'));
    for (const anchor of doc.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href')!;
      if (/^(https?:|mailto:|tel:|data:)/.test(href) || href.startsWith('/_next/')) continue;
      links++;
      const url = new URL(href, `http://site${page}`);
      const target = url.pathname === new URL(`http://site${page}`).pathname ? file : resolveStaticFile(root, url.pathname);
      if (!target) {
        broken.push({ page, href, problem: 'no such page' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) broken.push({ page, href, problem: `no element with id "${fragment}"` });
    }
  }
  return { pages: files.length, links, broken };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages, links, broken } = checkLinks(path.resolve(process.argv[2] ?? 'out'));
  for (const b of broken) console.error(`broken link on ${b.page}: ${b.href} (${b.problem})`);
  console.log(`link check: ${links} internal links on ${pages} pages, ${broken.length} broken`);
  process.exit(broken.length ? 1 : 0);
}
