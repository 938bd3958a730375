import type { Crumb } from '@/nav';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-[var(--fg-muted)]" data-pagefind-ignore="">
      <ol className="flex flex-wrap items-center gap-1" role="list">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.title}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href && index < crumbs.length - 1 ? (
              <a href={crumb.href} className="hover:text-[var(--fg)]">
                {crumb.title}
              </a>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
