import { PageShell } from '@/components/shell/PageShell';

export default function NotFound() {
  return (
    <PageShell route="/404">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-[var(--fg-muted)]">
        This page does not exist, or it moved. Try search (press <kbd>/</kbd>) or start from the{' '}
        <a href="/" className="underline">
          home page
        </a>
        .
      </p>
    </PageShell>
  );
}
