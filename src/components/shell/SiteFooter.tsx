import { site } from '@/site.config';

/** The foot of every page: the site, the CLI version it documents, the status page. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-[var(--border)] py-8 text-center text-sm text-[var(--fg-muted)]" data-pagefind-ignore="">
      <p>
        Plinth Docs · CLI {site.cli.version} ·{' '}
        <a className="underline" href={site.statusUrl}>
          Status
        </a>
      </p>
    </footer>
  );
}
