'use client';

import { useEffect, useRef, useState } from 'react';
import { watchNearViewport } from '@/dom/near-viewport';
import { loadOnce } from '@/lib/load-once';
import { diagramKind, mermaidThemeFor, siteThemeOf, type MermaidTheme, type SiteTheme } from './diagram';
import type { SharedRenderer } from './shared-renderer';

type State = { status: 'source' } | { status: 'drawn'; svg: string; theme: SiteTheme } | { status: 'failed' };
type Renderer = SharedRenderer<MermaidTheme>;

/** The state of a figure that could not be drawn; says why in the console. */
function failed(error: unknown): State {
  console.warn('A diagram could not be drawn; its source is shown instead:', error instanceof Error ? error.message : error);
  return { status: 'failed' };
}

/** Loads the renderer (and mermaid with it) on first use: pages without diagrams never fetch it. */
const loadRenderer = loadOnce(() => import('./render').then((m) => m.renderer));

/**
 * A ```mermaid diagram (the MDX pipeline turns the fence into `<Mermaid chart="…" />`). The
 * static HTML shows the source; when the figure comes near the viewport, mermaid is fetched and
 * draws it in the site's current theme, and draws it again when the reader switches theme. If
 * drawing fails, the source stays, with a note. Once near, the figure holds the renderer until it
 * unmounts: the renderer's frame, and mermaid in it, goes away when the last figure lets go.
 */
export function Mermaid({ chart, load = loadRenderer }: { chart: string; load?: () => Promise<Renderer> }) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [theme, setTheme] = useState<SiteTheme | null>(null);
  const [renderer, setRenderer] = useState<Renderer | null>(null);
  const [state, setState] = useState<State>({ status: 'source' });

  useEffect(() => {
    const root = document.documentElement;
    setTheme(siteThemeOf(root));
    const observer = new MutationObserver(() => setTheme(siteThemeOf(root)));
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    const watch = watchNearViewport(() => {
      setNear(true);
      watch.stop();
    });
    watch.observe(node);
    return () => watch.stop();
  }, [near]);

  // Held in an effect of its own, so that a redraw in another theme does not let go of the frame.
  useEffect(() => {
    if (!near) return;
    let current = true;
    let release: (() => void) | undefined;
    load().then(
      (loaded) => {
        if (!current) return;
        release = loaded.hold();
        setRenderer(loaded);
      },
      (error: unknown) => current && setState(failed(error)),
    );
    return () => {
      current = false;
      release?.();
    };
  }, [near, load]);

  useEffect(() => {
    if (!renderer || !theme) return;
    let current = true;
    renderer.render(chart, mermaidThemeFor(theme)).then(
      (svg) => current && setState({ status: 'drawn', svg, theme }),
      (error: unknown) => current && setState(failed(error)),
    );
    return () => {
      current = false;
    };
  }, [renderer, theme, chart]);

  const kind = diagramKind(chart);
  const source = (
    // The diagram's source stays out of search: its arrows and ids are not text a reader searches for.
    <pre tabIndex={0} className="overflow-x-auto font-mono text-sm" data-mermaid-source="" data-pagefind-ignore="">
      {chart}
    </pre>
  );

  return (
    <figure
      ref={ref}
      className="mermaid-diagram not-prose my-5 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4"
      data-mermaid=""
      data-state={state.status}
      data-theme={state.status === 'drawn' ? state.theme : undefined}
    >
      {state.status === 'drawn' ? (
        <>
          <div
            role="img"
            aria-label={`${kind}. Its source follows as text.`}
            className="flex justify-center overflow-x-auto [&_svg]:h-auto [&_svg]:max-w-full"
            dangerouslySetInnerHTML={{ __html: state.svg }}
            data-mermaid-svg=""
          />
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-[var(--fg-muted)]">Diagram source</summary>
            <div className="mt-2">{source}</div>
          </details>
        </>
      ) : (
        <>
          {state.status === 'failed' ? (
            <p role="status" className="mb-2 text-sm text-[var(--fg-muted)]">
              This diagram could not be drawn, so its source is shown instead.
            </p>
          ) : null}
          {source}
        </>
      )}
    </figure>
  );
}
