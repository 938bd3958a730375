import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError } from './errors';

/**
 * Fails the build on a component the site does not provide (`<Foo />` with no `Foo`), and on
 * `import`/`export` statements: guides get their components from the site, never import them.
 */
export function remarkKnownComponents(options: { known: ReadonlySet<string> }) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm') {
        throw new ContentError(file.path, 'import/export statements are not allowed in guides; every component is available without an import', node.position?.start.line, node.position?.start.column);
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name;
      if (!name || !/^[A-Z]/.test(name) || options.known.has(name)) return;
      const suggestion = [...options.known].find((k) => k.toLowerCase() === name.toLowerCase());
      throw new ContentError(
        file.path,
        `unknown component <${name}>${suggestion ? ` (did you mean <${suggestion}>?)` : ''}; available components: ${[...options.known].sort().join(', ')}`,
        node.position?.start.line,
        node.position?.start.column,
      );
    });
  };
}
