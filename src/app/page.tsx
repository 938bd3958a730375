import type { Metadata } from 'next';
import { HomePage } from '@/components/home/HomePage';
import { PageShell } from '@/components/shell/PageShell';

export const metadata: Metadata = { alternates: { canonical: '/' } };

export default function Home() {
  return (
    <PageShell route="/">
      <HomePage />
    </PageShell>
  );
}
