import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: false });

/**
 * Renders spec Markdown (command descriptions) on the server. Raw HTML in the source is dropped,
 * never passed through: the spec is data, not markup.
 */
export function Markdown({ source }: { source: string }) {
  const tree = processor.runSync(processor.parse(source));
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { a: SafeLink } });
}

function SafeLink({ href, children }: { href?: string; children?: React.ReactNode }) {
  const safe = href && /^(https?:|\/|#)/.test(href) ? href : undefined;
  return <a href={safe}>{children}</a>;
}
