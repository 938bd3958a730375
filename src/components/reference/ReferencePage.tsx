import type { ReactNode } from 'react';
import type { CompiledPage } from '@/content/compile';
import { ContentSlot } from '@/components/shell/ContentSlot';
import { PageShell } from '@/components/shell/PageShell';
import { TOC_LAYOUT } from '@/components/shell/DocPage';
import { Toc } from '@/components/shell/Toc';
import type { ReferenceDoc } from '@/reference/model';
import { functionListGroups, sectionHeadingId, sectionSlot } from '@/reference/pages';
import { FunctionList } from './FunctionList';

/**
 * The long page of any reference (CLI, client libraries, Management API, self-hosting): its
 * introduction, its facts, a version switcher when it has versions, then every section's items.
 * The introduction and the sections are static HTML slots the build fills (src/lib/slots.ts):
 * React's page data carries none of it. `sections` is given only under `next dev`.
 */
export function ReferencePage({
  doc,
  intro,
  overview,
  sections,
  children,
}: {
  doc: ReferenceDoc;
  intro?: CompiledPage;
  overview?: string;
  sections?: Map<string, string>;
  children?: ReactNode;
}) {
  const dev = process.env.NODE_ENV !== 'production';
  const toc = [...(intro?.toc ?? []), ...doc.sections.map((s) => ({ depth: 2 as const, text: s.title, id: sectionHeadingId(doc, s.id) }))];
  const current = doc.versions.find((v) => v.current);
  return (
    <PageShell route={doc.page} sidebar={<FunctionList groups={functionListGroups(doc)} page={doc.page} label={`${doc.label} reference`} />}>
      <div className={TOC_LAYOUT.grid}>
        <article className="min-w-0" data-pagefind-ignore="">
          <p className="text-sm text-[var(--fg-muted)]">Reference{doc.version ? ` · ${doc.version}` : ''}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{intro?.frontmatter.title ?? doc.title}</h1>
          <VersionSwitcher doc={doc} />
          {current && doc.versions[0] !== current ? (
            <p role="note" className="mt-4 rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-2 text-sm dark:bg-amber-950/40">
              You are reading an older version ({doc.version}). The current one is{' '}
              <a href={doc.versions[0]!.href} className="underline">
                {doc.versions[0]!.label}
              </a>
              ; functions that exist in both link to it.
            </p>
          ) : null}
          {intro || doc.overview ? <ContentSlot id="intro" className="prose mt-6" html={dev ? (intro?.html ?? overview) : undefined} /> : null}
          {doc.info?.length ? (
            <dl className="ref-info mt-6 grid max-w-[72ch] grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {doc.info.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-[var(--fg-muted)]">{row.label}</dt>
                  <dd>
                    {row.href ? (
                      <a href={row.href} className="underline">
                        {row.value}
                      </a>
                    ) : (
                      row.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {children}
          {doc.filterable ? (
            <div className="mt-8 max-w-[72ch]" data-pagefind-ignore="">
              <label htmlFor="reference-filter" className="block text-sm font-semibold">
                Filter variables
              </label>
              <input
                id="reference-filter"
                type="search"
                data-filter-params=""
                autoComplete="off"
                placeholder="Name or description, e.g. JWT"
                className="mt-1 w-full rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-sm"
              />
              <p role="status" className="mt-1 text-sm text-[var(--fg-muted)]" data-filter-status="" />
            </div>
          ) : null}
          {doc.sections.map((section) => (
            <div key={section.id} className="mt-14">
              <div className="heading-wrapper heading-h2">
                <h2 id={sectionHeadingId(doc, section.id)} className="text-2xl font-bold">
                  {section.title}
                </h2>
                <a href={`#${sectionHeadingId(doc, section.id)}`} className="heading-anchor" aria-label={`Link to section: ${section.title}`}>
                  <span aria-hidden="true">#</span>
                </a>
              </div>
              <ContentSlot id={sectionSlot(section.id)} className="mt-6 max-w-[72ch] space-y-10" html={dev ? sections?.get(section.id) : undefined} />
            </div>
          ))}
        </article>
        <aside className={TOC_LAYOUT.aside}>
          <Toc entries={toc} />
        </aside>
      </div>
    </PageShell>
  );
}

/** The versions of a reference with more than one, this one marked, and the guide from the previous version to the current one. */
export function VersionSwitcher({ doc }: { doc: Pick<ReferenceDoc, 'versions' | 'migrationGuide'> }) {
  if (!doc.versions.length) return null;
  return (
    <nav aria-label="Versions" className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-version-switcher="">
      <span className="text-[var(--fg-muted)]">Version:</span>
      {doc.versions.map((v) => (
        <a
          key={v.version}
          href={v.href}
          aria-current={v.current ? 'page' : undefined}
          className="rounded-md border border-[var(--border)] px-2 py-0.5 aria-[current=page]:border-[var(--link)] aria-[current=page]:font-semibold"
        >
          {v.label}
        </a>
      ))}
      {doc.migrationGuide ? (
        <a href={doc.migrationGuide.href} className="underline">
          {doc.migrationGuide.name}
        </a>
      ) : null}
    </nav>
  );
}
