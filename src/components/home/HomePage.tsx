import { CLI_PAGE } from '@/reference/loaders/cli';
import { sections } from '@/nav';
import { references } from '@/nav/references';
import { site } from '@/site.config';
import { sectionBlurbs } from './sections';

export function HomePage() {
  const [start, ...products] = sections;
  return (
    <div data-pagefind-body="">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Plinth documentation</h1>
        <p className="mt-4 text-lg text-[var(--fg-muted)]">
          Learn how to build on Plinth: a Postgres database for every project, with auth, file storage, edge functions, realtime and vector search around it,
          and the <code className="font-mono text-base">{site.cli.binary}</code> CLI to develop locally and deploy.
        </p>
        {start ? (
          <p className="mt-6 flex flex-wrap gap-3">
            <a href={start.href} className="rounded-md bg-[var(--color-brand-700)] px-4 py-2 font-medium text-white hover:bg-[var(--color-brand-800)]">
              Get started
            </a>
            <a href={CLI_PAGE} className="rounded-md border border-[var(--border)] px-4 py-2 font-medium hover:bg-[var(--bg-soft)]">
              CLI reference
            </a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="products" className="mt-14">
        <h2 id="products" className="text-2xl font-semibold">
          Guides
        </h2>
        <LinkCards cards={products.map((section) => ({ title: section.title, href: section.href, description: sectionBlurbs[section.id] ?? '' }))} />
      </section>
      <section aria-labelledby="references" className="mt-14">
        <h2 id="references" className="text-2xl font-semibold">
          References
        </h2>
        <LinkCards cards={references} />
      </section>
    </div>
  );
}

function LinkCards({ cards }: { cards: readonly { title: string; href: string; description: string }[] }) {
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" role="list">
      {cards.map((card) => (
        <li key={card.href}>
          <a href={card.href} className="block h-full rounded-lg border border-[var(--border)] p-4 hover:border-[var(--link)] hover:bg-[var(--bg-soft)]">
            <span className="block font-semibold">{card.title}</span>
            <span className="mt-1 block text-sm text-[var(--fg-muted)]">{card.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
