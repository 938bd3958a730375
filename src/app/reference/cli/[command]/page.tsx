import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { COMMAND_PAGE_SLOT, COMMAND_PAGE_TOKENS } from '@/cli/command-pages';
import { functionListGroups } from '@/cli/pages';
import { cliRoutes } from '@/cli/model';
import { getCliModel } from '@/cli/reference';
import { CommandSections } from '@/components/cli/CommandSections';
import { FunctionList } from '@/components/cli/FunctionList';
import { PageShell } from '@/components/shell/PageShell';

type Props = { params: Promise<{ command: string }> };

export const dynamicParams = false;

/**
 * One static page per command, for crawlers and deep links; the canonical is its anchor on the
 * full reference. A build renders only the template these pages are stamped from after the build
 * (src/cli/command-pages.ts); `next dev` renders every command.
 */
export function generateStaticParams() {
  if (process.env.NODE_ENV === 'production') return [{ command: COMMAND_PAGE_TOKENS.id }];
  return getCliModel().commands.map((c) => ({ command: c.id }));
}

const isTemplate = (id: string) => id === COMMAND_PAGE_TOKENS.id && process.env.NODE_ENV === 'production';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { command: id } = await params;
  const command = isTemplate(id) ? COMMAND_PAGE_TOKENS : getCliModel().byId.get(id);
  if (!command) return {};
  return { title: command.title, description: command.summary, alternates: { canonical: cliRoutes.anchor(command.id) } };
}

export default async function CliCommandPage({ params }: Props) {
  const { command: id } = await params;
  const command = isTemplate(id) ? undefined : getCliModel().byId.get(id);
  if (!command && !isTemplate(id)) notFound();
  return (
    <PageShell route={cliRoutes.page(id)} sidebar={<FunctionList groups={functionListGroups()} spy={false} />}>
      <p className="mb-2 text-sm text-[var(--fg-muted)]">
        <a href="/reference/cli/introduction" className="underline-offset-2 hover:underline">
          CLI reference
        </a>{' '}
        · plinth {getCliModel().version}
      </p>
      <CommandSections commands={command ? [command] : []} headingLevel={1} className="max-w-[72ch]" slot={command ? undefined : COMMAND_PAGE_SLOT} />
    </PageShell>
  );
}
