import type { CliModel } from '@/cli/model';
import type { CompiledPage } from '@/content/compile';
import { ContentSlot } from '@/components/shell/ContentSlot';
import { Toc } from '@/components/shell/Toc';
import { globalFlagsHtml } from '@/cli/section-html';
import { CommandSections } from './CommandSections';

/** The full CLI reference: the hand-written introduction, global flags, then every command by group. */
export function CliReference({ cli, intro }: { cli: CliModel; intro: CompiledPage }) {
  const toc = [...intro.toc, { depth: 2 as const, text: 'Global flags', id: 'global-flags' }, ...cli.groups.map((g) => ({ depth: 2 as const, text: g.title, id: g.id }))];
  return (
    <div className="flex gap-10">
      <article className="min-w-0 flex-1">
        <p className="text-sm text-[var(--fg-muted)]">Reference · plinth {cli.version}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{intro.frontmatter.title}</h1>
        <div className="prose mt-6">
          <ContentSlot id="intro" html={process.env.NODE_ENV === 'production' ? undefined : intro.html} />
          <h2 id="global-flags" className="group/heading">
            Global flags
            <a href="#global-flags" className="heading-anchor" aria-label="Link to this section">
              #
            </a>
          </h2>
          <p>Every command accepts these flags.</p>
        </div>
        <div className="max-w-[72ch]" dangerouslySetInnerHTML={{ __html: globalFlagsHtml(cli.globalFlags) }} />
        {cli.groups.map((group) => (
          <div key={group.id} className="mt-14">
            <h2 id={group.id} className="group/heading text-2xl font-bold">
              {group.title}
              <a href={`#${group.id}`} className="heading-anchor" aria-label={`Link to ${group.title}`}>
                #
              </a>
            </h2>
            <CommandSections commands={group.commands} className="mt-6 max-w-[72ch] space-y-10" slot={group.id} />
          </div>
        ))}
      </article>
      <aside className="sticky top-20 hidden h-[calc(100vh-6rem)] w-56 shrink-0 overflow-y-auto xl:block">
        <Toc entries={toc} />
      </aside>
    </div>
  );
}
