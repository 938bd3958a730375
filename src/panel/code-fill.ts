import { site } from '@/site.config';
import type { ProjectCredentialValues } from './selection';

/**
 * Puts the reader's project URL and anon key in place of the placeholders of a highlighted code
 * block. Shiki may split a placeholder over several tokens (text nodes), so the replacement works
 * on the concatenated text and writes each result back into the node where the placeholder began.
 */
export function credentialReplacements(values: ProjectCredentialValues): [string, string][] {
  return [
    [site.projectUrlPlaceholder, values.projectUrl],
    [site.anonKeyPlaceholder, values.anonKey],
  ];
}

/** Replaces every occurrence of each `from` across the segments; segment boundaries are kept. */
export function replaceAcrossSegments(segments: readonly string[], replacements: readonly [string, string][]): string[] {
  const text = segments.join('');
  const matches: { start: number; end: number; to: string }[] = [];
  for (let i = 0; i < text.length;) {
    const hit = replacements.find(([from]) => from && text.startsWith(from, i));
    if (hit) {
      matches.push({ start: i, end: i + hit[0].length, to: hit[1] });
      i += hit[0].length;
    } else i++;
  }
  if (!matches.length) return [...segments];
  const out: string[] = [];
  let offset = 0;
  let m = 0;
  for (const segment of segments) {
    const end = offset + segment.length;
    let result = '';
    let i = offset;
    while (i < end) {
      while (m < matches.length && matches[m]!.end <= i) m++;
      const match = matches[m];
      if (match && match.start <= i) {
        if (match.start === i) result += match.to;
        i = Math.min(match.end, end);
      } else {
        const next = match ? Math.min(match.start, end) : end;
        result += text.slice(i, next);
        i = next;
      }
    }
    out.push(result);
    offset = end;
  }
  return out;
}

const originals = new WeakMap<Element, { nodes: Text[]; texts: string[] }>();

/** Fills (or, with null, restores) the placeholders inside `source`. */
export function fillCodeBlock(source: Element, values: ProjectCredentialValues | null): void {
  let saved = originals.get(source);
  if (!saved) {
    const nodes: Text[] = [];
    const walker = source.ownerDocument.createTreeWalker(source, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    saved = { nodes, texts: nodes.map((n) => n.data) };
    originals.set(source, saved);
  }
  const next = values ? replaceAcrossSegments(saved.texts, credentialReplacements(values)) : saved.texts;
  saved.nodes.forEach((node, i) => {
    if (node.data !== next[i]) node.data = next[i]!;
  });
}
