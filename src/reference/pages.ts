import type { ReferenceDoc } from './model';

/** One section of the function list (FunctionList.tsx): only what the menu shows. */
export interface FunctionListGroup {
  title: string;
  items: { id: string; title: string; depth: number }[];
}

/** The function list's data: small on purpose, it is sent to the browser. */
export function functionListGroups(doc: ReferenceDoc): FunctionListGroup[] {
  const prefix = doc.itemTitlePrefix;
  const short = (title: string) => (prefix && title.startsWith(prefix) ? title.slice(prefix.length) : title);
  return doc.sections.map((s) => ({ title: s.title, items: s.items.map((i) => ({ id: i.id, title: short(i.title), depth: i.depth })) }));
}

/** The id of a section's heading: its own, unless an item already has it (JavaScript's "initializing"). */
export function sectionHeadingId(doc: ReferenceDoc, sectionId: string): string {
  const taken = doc.sections.some((s) => s.items.some((i) => i.id === sectionId));
  return taken ? `${sectionId}-section` : sectionId;
}

/** The slot a section's items are written into (src/lib/slots.ts). */
export const sectionSlot = (sectionId: string) => `section-${sectionId}`;
