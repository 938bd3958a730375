import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RootContent } from 'mdast';
import type { z } from 'zod';

/**
 * What an authoring component is: one folder of src/authoring/ defines it with `define`, and the
 * vocabulary (src/authoring/index.ts) lists it by the name pages write. The build half only: its
 * props, its static HTML (or its island's placeholder) and its Markdown. An island's React code is
 * in the same folder, loaded by src/authoring/islands.ts, never imported from here: this half runs
 * in Node when a page compiles, and must not pull React or a widget into the compiler.
 */

/** The props a page may give, as a page writes them: strings, `true` for a bare attribute, literals. */
export type Props = Record<string, unknown>;

/**
 * When an island's React component takes over its placeholder: `visible`, once it comes near the
 * viewport; `session`, only for a reader with a stored platform session, or who reaches for it
 * (pointer or focus), its built HTML being right for everyone else; `never`.
 */
export type Hydrate = 'visible' | 'session' | 'never';

/** Per-page counters, so generated ids are unique on the page and stable from build to build. */
export class RenderState {
  private counters = new Map<string, number>();
  next(prefix: string): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `${prefix}-${n}`;
  }
}

/** A component whose content React renders: its placeholder in the static HTML and how it is mounted. */
export interface IslandSpec<P> {
  /** What readers (and tests) call it: "realtime limits estimator" (`data-widget`, the failure message). */
  label: string;
  hydrate?: Hydrate;
  /**
   * Not rendered at build time: a form that only works with its code (generators, the estimator)
   * shows "Loading …" rather than fields that do nothing yet. Every other island's placeholder is
   * filled with its component's server rendering by the build (builder/islands-ssr.tsx).
   */
  clientOnly?: boolean;
  /** The height it reserves, so the page does not move when it arrives. */
  minHeight?: number;
  /** What readers see before (and, without JavaScript, instead of) the component; "Loading …" by default. */
  fallback?: (props: P) => ElementContent[];
  /**
   * A credential panel: told whether the page's code blocks show the placeholders it fills
   * (src/content/rehype-panel.ts), so its log-in hint can say the samples change too.
   */
  credentialPanel?: true;
}

interface Common<S extends z.ZodType> {
  /** What the component accepts, checked when a page compiles (src/content/remark-validate.ts). */
  props: S;
  /** The component it must sit in (a `Tab` in `Tabs`). */
  parent?: string;
  /**
   * The component in the page's Markdown twin (`<route>.md`, what assistants read): its content,
   * whole, in plain Markdown, and nothing of how the site is built. `children` are already converted.
   */
  markdown(props: z.infer<S>, children: RootContent[]): RootContent[];
}

/** Rendered to static HTML at build time; what is interactive about it is the enhancer's (src/enhance/). */
export interface StaticComponent<S extends z.ZodType = z.ZodType> extends Common<S> {
  render(props: z.infer<S>, children: ElementContent[], state: RenderState): ElementContent | ElementContent[];
  island?: undefined;
}

/** An island: a placeholder in the static HTML that src/islands/ mounts with the folder's React component. */
export interface IslandComponent<S extends z.ZodType = z.ZodType> extends Common<S> {
  island: IslandSpec<z.infer<S>>;
  render?: undefined;
}

export type AuthoringComponent<S extends z.ZodType = z.ZodType> = StaticComponent<S> | IslandComponent<S>;

/** A component's definition, its props typed by its schema. */
export function define<S extends z.ZodType>(component: StaticComponent<S>): StaticComponent<S>;
export function define<S extends z.ZodType>(component: IslandComponent<S>): IslandComponent<S>;
export function define<S extends z.ZodType>(component: AuthoringComponent<S>): AuthoringComponent<S> {
  return component;
}

/**
 * A placeholder for an island: `data-island` names the component (src/authoring/islands.ts),
 * `data-island-props` carries its props as JSON. The fallback is what readers see before the
 * component; unless the island is client-only, a build fills it with the component's own
 * server-rendered HTML, which the island host then hydrates.
 */
export function islandPlaceholder<P extends Props>(name: string, props: P, spec: IslandSpec<P>): Element {
  const { label, hydrate = 'visible', clientOnly = false, minHeight } = spec;
  return h(
    'div',
    {
      className: ['not-prose', 'my-6'],
      dataIsland: name,
      dataIslandProps: JSON.stringify(props),
      dataHydrate: hydrate,
      dataWidget: label,
      dataClientOnly: clientOnly ? '' : undefined,
      style: minHeight ? `min-height:${minHeight}px` : undefined,
    },
    spec.fallback?.(props) ?? loading(label),
  );
}

/** The "Loading …" box of an island whose content only exists in the browser. */
function loading(label: string): ElementContent[] {
  return [
    h(
      'div',
      {
        className: [
          'flex',
          'h-full',
          'min-h-[inherit]',
          'items-center',
          'justify-center',
          'rounded-lg',
          'border',
          'border-dashed',
          'border-[var(--border)]',
          'text-sm',
          'text-[var(--fg-muted)]',
        ],
      },
      `Loading ${label}…`,
    ),
  ];
}

/** A component's children with the paragraph MDX wraps around components written on one line each taken away. */
export function unwrapParagraphs(children: ElementContent[]): ElementContent[] {
  return children.flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [c]));
}
