import type { Metadata } from 'next';
import { cliIntroduction, functionListGroups } from '@/cli/pages';
import { getCliModel } from '@/cli/reference';
import { CliReference } from '@/components/cli/CliReference';
import { FunctionList } from '@/components/cli/FunctionList';
import { PageShell } from '@/components/shell/PageShell';

export const metadata: Metadata = {
  title: 'CLI reference',
  description: 'Every command and flag of the plinth CLI 1.151.1, with examples and a command builder.',
  alternates: { canonical: '/reference/cli/introduction' },
};

export default async function CliReferencePage() {
  return (
    <PageShell route="/reference/cli/introduction" sidebar={<FunctionList groups={functionListGroups()} spy />}>
      <CliReference cli={getCliModel()} intro={await cliIntroduction()} />
    </PageShell>
  );
}
