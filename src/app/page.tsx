import type { Metadata } from 'next';
import { HomePage } from '@/components/home/HomePage';
import { PageShell } from '@/components/shell/PageShell';
import { pageMetadata } from '@/components/shell/SiteHead';

export const metadata: Metadata = pageMetadata({ route: '/' });

export default function Home() {
  return (
    <PageShell route="/">
      <HomePage />
    </PageShell>
  );
}
