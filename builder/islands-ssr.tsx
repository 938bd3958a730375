/**
 * Renders each island placeholder of a page's content with its component, at build time, so the
 * exported HTML shows what the component shows (search indexes it, readers without JavaScript and
 * crawlers see it, nothing moves when the island takes over). Only build scripts import this: it
 * needs react-dom/server, which the app's server components may not import.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { visit } from 'unist-util-visit';
import { AUTHORING_ISLANDS } from '../src/authoring/islands';

const components = new Map<string, ComponentType<Record<string, unknown>>>();

export async function renderIslands(html: string, page: string): Promise<string> {
  if (!html.includes('data-island=')) return html;
  const tree = fromHtml(html, { fragment: true }) as Root;
  const placeholders: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.dataIsland === 'string') placeholders.push(node);
  });
  for (const node of placeholders) {
    const name = node.properties.dataIsland as string;
    // A client-only island (its definition says so, src/authoring/) keeps its placeholder.
    if (node.properties.dataClientOnly !== undefined) continue;
    const load = Object.hasOwn(AUTHORING_ISLANDS, name) ? AUTHORING_ISLANDS[name as keyof typeof AUTHORING_ISLANDS] : undefined;
    if (!load) throw new Error(`${page}: no authoring component named ${name} has an island (src/authoring/islands.ts)`);
    let component = components.get(name);
    if (!component) {
      component = (await load()) as ComponentType<Record<string, unknown>>;
      components.set(name, component);
    }
    const props = JSON.parse(String(node.properties.dataIslandProps ?? '{}')) as Record<string, unknown>;
    let rendered: string;
    try {
      rendered = renderToString(createElement(component, props));
    } catch (error) {
      throw new Error(`${page}: the ${name} island failed to render: ${error instanceof Error ? error.message : String(error)}`);
    }
    node.children = (fromHtml(rendered, { fragment: true }) as Root).children as Element['children'];
    // The island host hydrates what was rendered here instead of rendering it again.
    node.properties.dataSsr = '';
  }
  return toHtml(tree);
}
