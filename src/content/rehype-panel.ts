import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { CREDENTIAL_PANELS } from '../authoring';

/**
 * Tells a page's credential panels whether its code blocks show the placeholders the panel fills
 * (rehype-code.ts marks them `data-credentials`): the log-in hint then says the samples change too.
 * Decided here, at build time, so the panel's HTML is the same on the server and in the browser.
 */
export function rehypePanelProps() {
  return (tree: Root) => {
    let codeSamples = false;
    const panels: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.properties.dataCredentials !== undefined) codeSamples = true;
      if (typeof node.properties.dataIsland === 'string' && CREDENTIAL_PANELS.has(node.properties.dataIsland)) panels.push(node);
    });
    if (!codeSamples) return;
    for (const panel of panels) {
      const props = JSON.parse(String(panel.properties.dataIslandProps ?? '{}')) as Record<string, unknown>;
      panel.properties.dataIslandProps = JSON.stringify({ ...props, codeSamples: true });
    }
  };
}
