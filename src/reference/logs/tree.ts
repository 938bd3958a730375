import type { LogField, LogSource } from './types';

/** A node of a source's field tree: a field, or an object holding fields. */
export interface LogFieldNode {
  name: string;
  path: string;
  type?: LogField['type'];
  children: LogFieldNode[];
}

/** A source's dotted field paths as a tree (`metadata` → `request` → `method`), in the facts' order. */
export function fieldTree(source: LogSource): LogFieldNode[] {
  const roots: LogFieldNode[] = [];
  for (const field of source.fields) {
    let level = roots;
    const parts = field.path.split('.');
    parts.forEach((name, i) => {
      const path = parts.slice(0, i + 1).join('.');
      let node = level.find((n) => n.name === name);
      if (!node) {
        node = { name, path, children: [] };
        level.push(node);
      }
      if (i === parts.length - 1) node.type = field.type;
      level = node.children;
    });
  }
  return roots;
}

/** The anchor of a field on the page: `log-edge-metadata-request-method`. */
export const fieldAnchor = (source: LogSource, path: string) => `log-${source.id}-${path.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
