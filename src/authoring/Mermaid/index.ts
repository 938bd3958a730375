import { h } from 'hastscript';
import { z } from 'zod';
import { define } from '../kit/component';
import { codeBlock } from '../kit/markdown';

/**
 * A diagram: what a ```` ```mermaid ```` fence becomes (src/content/remark-mermaid.ts). Drawn in the
 * browser (./Mermaid.tsx); its source is the figure's text alternative, what readers without
 * JavaScript get, and the twin's code block.
 */
export const Mermaid = define({
  props: z.object({ chart: z.string().min(1) }).strict(),
  island: {
    label: 'diagram',
    clientOnly: true,
    fallback: ({ chart }) => [
      h(
        'figure',
        {
          className: ['mermaid-diagram', 'not-prose', 'my-5', 'rounded-lg', 'border', 'border-[var(--border)]', 'bg-[var(--bg-soft)]', 'p-4'],
          dataMermaid: '',
          dataState: 'source',
        },
        h('pre', { tabIndex: 0, className: ['overflow-x-auto', 'font-mono', 'text-sm'], dataMermaidSource: '' }, chart),
      ),
    ],
  },
  markdown: ({ chart }) => [codeBlock('mermaid', chart)],
});
