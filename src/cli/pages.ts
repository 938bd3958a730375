import { readFileSync } from 'node:fs';
import path from 'node:path';
import { knownComponentNames } from '@/components/mdx/registry';
import type { CompiledPage } from '@/content/compile';
import { loadPage } from '@/content/load-page';
import type { FunctionListGroup } from '@/components/cli/FunctionList';
import { cliRoutes } from './model';
import { getCliModel } from './reference';

export const CLI_INTRO = 'content/reference/cli/introduction.mdx';
let intro: Promise<CompiledPage> | undefined;

/** The hand-written introduction of the CLI reference, compiled like any guide. */
export function cliIntroduction(): Promise<CompiledPage> {
  if (!intro || process.env.NODE_ENV !== 'production') intro = loadPage(CLI_INTRO, cliRoutes.reference, readFileSync(path.join(process.cwd(), CLI_INTRO), 'utf8'), knownComponentNames);
  return intro;
}

/** The function list's data: small on purpose, it is sent to the browser. */
export function functionListGroups(): FunctionListGroup[] {
  return getCliModel().groups.map((g) => ({ title: g.title, commands: g.commands.map((c) => ({ id: c.id, title: c.title, depth: c.depth })) }));
}
