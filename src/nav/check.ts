import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GuideEntry } from '../content/pages';
import { ContentError } from '../sources/errors';
import { flattenSection, sections } from './index';
import type { SectionNav } from './types';

/**
 * The sidebars against the guides, for the build: a guide that no sidebar lists is a page readers
 * cannot find (unless its frontmatter says `sidebar: false`), and an entry whose page is gone is a
 * link to a 404. Each problem names the file and line to change: the guide's, or the entry's in
 * `src/nav/sections/<section>.ts`.
 */
export function sidebarProblems(guides: readonly GuideEntry[], navs: readonly SectionNav[] = sections, root = process.cwd()): ContentError[] {
  const problems: ContentError[] = [];
  const routes = new Set(guides.map((guide) => guide.route));
  const listed = new Set<string>();
  for (const nav of navs) {
    const file = `src/nav/sections/${nav.id}.ts`;
    let lines: string[] = [];
    try {
      lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    } catch {
      // a sidebar made elsewhere (a test's): problems name the file without a line
    }
    const lineOf = (href: string) => {
      const index = lines.findIndex((line) => line.includes(`'${href}'`) || line.includes(`"${href}"`));
      return index < 0 ? undefined : index + 1;
    };
    for (const href of [nav.href, ...flattenSection(nav).map((item) => item.href)]) {
      listed.add(href);
      if (href.startsWith('/guides/') && !routes.has(href))
        problems.push(
          new ContentError(file, `the sidebar links to ${href}, which is not a page: there is no content${href}.mdx (or its folder's index.mdx)`, lineOf(href)),
        );
    }
  }
  for (const guide of guides) {
    if (listed.has(guide.route) || guide.frontmatter.sidebar === false) continue;
    const section = guide.route.split('/')[2];
    problems.push(
      new ContentError(
        guide.file,
        `the page is in no sidebar: add { title, href: '${guide.route}' } to src/nav/sections/${section}.ts, or write sidebar: false in its frontmatter if it is reached another way`,
        1,
      ),
    );
  }
  return problems;
}
