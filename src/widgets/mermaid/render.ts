import type { Mermaid } from 'mermaid';
import { themeVariablesFor, type MermaidTheme } from './diagram';

/** mermaid's own prebuilt ESM bundle, copied to public/ by scripts/vendor.ts and never bundled by us. */
export const MERMAID_URL = '/vendor/mermaid/mermaid.esm.min.mjs';
let loaded: Promise<Mermaid> | undefined;
function loadMermaid(): Promise<Mermaid> {
  loaded ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ MERMAID_URL).then((m: { default: Mermaid }) => m.default);
  return loaded;
}

let counter = 0;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Draws a chart to SVG markup with the given theme. mermaid's configuration is global, so renders
 * run one after another, each with its own theme. `securityLevel: 'strict'` sanitises labels and
 * disables click handlers: a diagram in the docs can never run script.
 */
export function renderDiagram(chart: string, theme: MermaidTheme): Promise<string> {
  const job = queue.then(async () => {
    const mermaid = await loadMermaid();
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme,
      themeVariables: themeVariablesFor(theme),
      suppressErrorRendering: true,
      fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    });
    counter += 1;
    const { svg } = await mermaid.render(`plinth-diagram-${counter}`, chart);
    return svg;
  });
  queue = job.catch(() => undefined);
  return job;
}
