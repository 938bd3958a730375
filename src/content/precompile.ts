import { readFileSync } from 'node:fs';
import path from 'node:path';
import { knownComponentNames } from '@/components/mdx/registry';
import { CLI_INTRO } from '@/cli/pages';
import { cliRoutes } from '@/cli/model';
import { loadCompiled } from './cache';
import { listGuides } from './pages';

/**
 * Fills the content cache with every MDX page the site renders, in the order the build renders
 * them. scripts/build.ts runs it while Turbopack compiles, so the pre-render workers only read
 * compiled pages; without it they compile what they need themselves, as under a bare `next build`.
 */
export async function precompileContent(): Promise<{ pages: number; compiled: number }> {
  const pages = [
    ...listGuides().map((g) => ({ file: g.file, route: g.route, source: g.source })),
    { file: CLI_INTRO, route: cliRoutes.reference, source: readFileSync(path.join(process.cwd(), CLI_INTRO), 'utf8') },
  ];
  let compiled = 0;
  for (const page of pages) {
    const { hit } = await loadCompiled(page.file, page.route, page.source, knownComponentNames);
    if (!hit) compiled++;
  }
  return { pages: pages.length, compiled };
}
