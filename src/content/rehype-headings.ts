import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Gives each anchored h2–h4 a link to itself, shown on hover and on keyboard focus. The link sits
 * beside the heading, not inside it, so the heading's accessible name stays its own text; the link
 * has its own name ("Link to section: …") and is left out of the search index.
 */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!/^h[2-4]$/.test(node.tagName) || index === undefined || !parent) return;
      const id = node.properties.id;
      if (typeof id !== 'string') return;
      const text = toString(node);
      parent.children[index] = h(
        'div',
        { className: ['heading-wrapper', `heading-${node.tagName}`] },
        node,
        h('a', { href: `#${id}`, className: ['heading-anchor'], ariaLabel: `Link to section: ${text}`, dataPagefindIgnore: '' }, h('span', { ariaHidden: 'true' }, '#')),
      );
      return SKIP;
    });
  };
}
