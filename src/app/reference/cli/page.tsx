import type { Metadata } from 'next';
import { cliRoutes } from '@/cli/model';

export const metadata: Metadata = { title: 'CLI reference', alternates: { canonical: cliRoutes.reference }, robots: { index: false } };

/** `/reference/cli` leads to the full reference. A static site cannot answer with a 301, so the page refreshes there at once. */
export default function CliReferenceRedirect() {
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-16">
      <meta httpEquiv="refresh" content={`0; url=${cliRoutes.reference}`} />
      <p>
        The CLI reference is at <a href={cliRoutes.reference} className="underline">{cliRoutes.reference}</a>.
      </p>
    </main>
  );
}
