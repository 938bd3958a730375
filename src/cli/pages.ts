import type { CompiledPage } from '@/content/compile';
import { loadPage } from '@/content/load-page';
import { readContentFile, type ContentFile } from '@/content/pages';
import type { FunctionListGroup } from '@/components/cli/FunctionList';
import { cliRoutes } from './model';
import { getCliModel } from './reference';

let intro: Promise<CompiledPage> | undefined;

/** The hand-written introduction of the CLI reference, as a content file. */
export const cliIntroductionFile = (): ContentFile => readContentFile('content/reference/cli/introduction.mdx', cliRoutes.reference);

/** The introduction, compiled like any guide. */
export function cliIntroduction(): Promise<CompiledPage> {
  if (!intro || process.env.NODE_ENV !== 'production') intro = loadPage(cliIntroductionFile());
  return intro;
}

/** The function list's data: small on purpose, it is sent to the browser. */
export function functionListGroups(): FunctionListGroup[] {
  return getCliModel().groups.map((g) => ({ title: g.title, commands: g.commands.map((c) => ({ id: c.id, title: c.title, depth: c.depth })) }));
}
