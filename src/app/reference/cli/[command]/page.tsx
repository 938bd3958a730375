import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { functionListGroups } from '@/cli/pages';
import { cliRoutes } from '@/cli/model';
import { getCliModel } from '@/cli/reference';
import { CommandSections } from '@/components/cli/CommandSections';
import { FunctionList } from '@/components/cli/FunctionList';
import { PageShell } from '@/components/shell/PageShell';

type Props = { params: Promise<{ command: string }> };

export const dynamicParams = false;

/** One static page per command, for crawlers and deep links; the canonical is its anchor on the full reference. */
export function generateStaticParams() {
  return getCliModel().commands.map((c) => ({ command: c.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const command = getCliModel().byId.get((await params).command);
  if (!command) return {};
  return { title: command.title, description: command.summary, alternates: { canonical: cliRoutes.anchor(command.id) } };
}

export default async function CliCommandPage({ params }: Props) {
  const command = getCliModel().byId.get((await params).command);
  if (!command) notFound();
  return (
    <PageShell route={cliRoutes.page(command.id)} sidebar={<FunctionList groups={functionListGroups()} spy={false} />}>
      <p className="mb-2 text-sm text-[var(--fg-muted)]">
        <a href="/reference/cli/introduction" className="underline-offset-2 hover:underline">
          CLI reference
        </a>{' '}
        · plinth {getCliModel().version}
      </p>
      <CommandSections commands={[command]} headingLevel={1} className="max-w-[72ch]" />
    </PageShell>
  );
}
