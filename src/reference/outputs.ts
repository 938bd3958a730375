import { choiceLabel, itemsOf, paramSlug, type RefErrors, type RefItem, type RefParam, type ReferenceDoc } from './model';
import { markdownLink, markdownText } from '../lib/markdown-text';
import { retryText } from './errors/model';
import { anchorUrl, itemUrl, twinUrl } from '../lib/site-urls';

/**
 * What every reference offers besides its pages, from the model only: search records (one per
 * item and one per parameter, each naming the reference and version), its lines of llms.txt, and
 * its Markdown twin.
 */

export interface SearchRecord {
  url: string;
  title: string;
  /** The title of the page a result shows it under, when `title` does not name its reference: "CLI reference" for "plinth db push". */
  page?: string;
  /**
   * What a result shows, without the reference in `title`: the item's title, its reference's label
   * and, on a parameter's record, the parameter and the address of its item's record (`of`).
   */
  show: { item: string; where: string; part?: string; of?: string };
  content: string;
}

const flatParams = (params: RefParam[]): RefParam[] => params.flatMap((p) => [p, ...flatParams(p.children ?? [])]);

/** The anchor a parameter has on the long page (render.ts gives it the same). */
export const paramAnchor = (item: RefItem, param: RefParam) => param.anchor ?? `${item.id}-param-${paramSlug(param.name)}`;

export function searchRecords(doc: ReferenceDoc): SearchRecord[] {
  // "signInWithOtp — JavaScript v2": the result says which library and version it belongs to,
  // unless the titles say it themselves ("plinth db push").
  const suffix = doc.itemTitlePrefix ? '' : ` — ${doc.label}`;
  const page = doc.itemTitlePrefix ? { page: doc.title } : {};
  return itemsOf(doc).flatMap((item) => {
    const params = item.paramGroups.flatMap((g) => flatParams(g.params));
    const record: SearchRecord = {
      url: anchorUrl(doc.page, item.id),
      title: `${item.title}${suffix}`,
      ...page,
      show: { item: item.title, where: doc.label },
      content: [
        item.title,
        ...(item.keywords ?? []),
        item.summary,
        item.description,
        item.signature?.code,
        ...params.map((p) => `${p.display ?? p.name} ${p.description ?? ''}`),
      ]
        .filter(Boolean)
        .join('\n'),
    };
    // Records need distinct URLs (Pagefind keeps one per URL): a parameter's points at its row.
    const paramRecords = params.map((param) => ({
      url: anchorUrl(doc.page, paramAnchor(item, param)),
      title: `${item.title} ${param.display ?? param.name}${suffix}`,
      ...page,
      // A self-hosted service's variable is an item of its own (its group, "General variables", says where it is).
      show:
        doc.kind === 'config'
          ? { item: param.display ?? param.name, where: `${doc.label} · ${item.title}` }
          : { item: item.title, where: doc.label, part: param.display ?? param.name, of: anchorUrl(doc.page, item.id) },
      content: `${item.title} ${param.display ?? param.name} ${param.name}\n${param.description ?? ''}${param.defaultValue ? `\nDefault: ${param.defaultValue}` : ''}`,
    }));
    return [record, ...paramRecords];
  });
}

/** The reference's part of llms.txt: its page, then each item with its own page. */
export function llmsLines(doc: ReferenceDoc, absolute: (route: string) => string): string[] {
  return [
    `- ${markdownLink(`${doc.title}${doc.version ? ` ${doc.version}` : ''}`, absolute(doc.page))}: ${markdownText(doc.description)} Markdown: ${absolute(twinUrl(doc.page))}`,
    ...itemsOf(doc).map((item) => `  - ${markdownLink(item.title, absolute(itemUrl(doc, item.id)))}${item.summary ? `: ${markdownText(item.summary)}` : ''}`),
  ];
}

function paramMarkdown(param: RefParam, depth: number): string[] {
  const facts = [
    param.type ? `\`${param.type}\`` : '',
    // A variant is one of its parent's alternatives, neither required nor optional itself.
    param.variant ? 'variant' : param.required ? 'required' : 'optional',
    param.defaultValue !== undefined ? `default \`${param.defaultValue}\`` : '',
    param.values ? `one of ${param.values.map((v) => `\`${v}\``).join(', ')}` : '',
    param.choice && param.children?.length ? `${choiceLabel(param.choice, param.children.length).replace(/^./, (c) => c.toLowerCase())} below` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const line = `${'  '.repeat(depth)}- \`${param.display ?? param.name}\` (${facts})${param.description ? `: ${param.description.replace(/\s*\n\s*/g, ' ')}` : ''}`;
  return [line, ...(param.children ?? []).flatMap((c) => paramMarkdown(c, depth + 1))];
}

/** The whole reference as plain Markdown (its `.md` twin): every item with its parameters and examples. */
export function referenceMarkdown(doc: ReferenceDoc, introMarkdown: string | undefined, absolute: (route: string) => string): string {
  const out = [
    `# ${markdownText(`${doc.title}${doc.version ? ` (${doc.version})` : ''}`)}`,
    '',
    `> ${markdownText(doc.description)}`,
    '',
    `Source: ${absolute(doc.page)}`,
    '',
  ];
  if (introMarkdown) out.push(introMarkdown.trim(), '');
  for (const section of doc.sections) {
    out.push(`## ${section.title}`, '');
    if (section.description) out.push(section.description.trim(), '');
    for (const item of section.items) out.push(...itemLines(item, '###'));
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A function's errors section as Markdown lines: the twin's, and the MCP server's item. */
function errorLines(errors: RefErrors): string[] {
  const out = ['Errors:', ''];
  if (errors.note) out.push(oneLine(errors.note), '');
  for (const group of errors.groups) {
    out.push(
      group.errors.length
        ? `${group.title} can answer this call with these errors (explained in ${markdownLink(group.page.name, group.page.href)}):`
        : `${group.title} errors in general: ${markdownLink(group.page.name, group.page.href)}.`,
      '',
    );
    for (const e of group.errors)
      out.push(
        `- [\`${e.key}\`](${e.href}) (HTTP status ${e.status ?? 'not stated'}${e.uncertain ? ', not confirmed' : ''}; retry helps: ${retryText(e.retry).toLowerCase()}): ${oneLine(e.cause)}`,
      );
    if (group.errors.length) out.push('');
    if (group.how) out.push(oneLine(group.how), '');
    if (group.check) out.push(`Checking for \`${group.check.key ?? group.title}\`:`, '', '```' + group.check.lang, group.check.code, '```', '');
  }
  if (errors.versionNote) out.push(oneLine(errors.versionNote), '');
  return out;
}

/** One item as Markdown lines under a heading of level `heading`: the twin's section of it. */
function itemLines(item: RefItem, heading: string): string[] {
  const out = [`${heading} ${markdownText(item.title)}`, ''];
  // The summary is left out when the description starts with it (compared without line breaks: descriptions are wrapped).
  if (item.summary && !oneLine(item.description ?? '').startsWith(oneLine(item.summary))) out.push(item.summary, '');
  if (item.description) out.push(item.description.trim(), '');
  if (item.signature) out.push(`${item.signature.label}:`, '', '```' + item.signature.lang, item.signature.code, '```', '');
  for (const group of item.paramGroups)
    out.push(
      `${group.title}:`,
      '',
      ...(group.choice && group.params.length ? [`${choiceLabel(group.choice, group.params.length)}:`, ''] : []),
      ...group.params.flatMap((p) => paramMarkdown(p, 0)),
      '',
    );
  if (item.notes) out.push('Notes:', '', item.notes.trim(), '');
  for (const example of item.examples) {
    out.push(`Example: ${example.name}`, '');
    if (example.description) out.push(example.description.trim(), '');
    if (example.data) out.push('```sql', example.data.trim(), '```', '');
    out.push('```' + example.lang, example.code.trim(), '```', '');
    if (example.response) out.push('Response:', '', '```' + (example.responseLang ?? ''), example.response.trim(), '```', '');
  }
  if (item.errors) out.push(...errorLines(item.errors));
  return out;
}

/**
 * One item as a Markdown document (what the MCP server's get_reference_item returns): its title as
 * the heading, then exactly what the reference's twin says of it, with its page's address.
 */
export function itemMarkdown(doc: ReferenceDoc, item: RefItem, absolute: (route: string) => string): string {
  const lines = itemLines(item, '#');
  const url = absolute(itemUrl(doc, item.id));
  lines.splice(
    2,
    0,
    `> ${markdownText(`${doc.label}${doc.version && !doc.label.includes(doc.version) ? ` ${doc.version}` : ''}: ${doc.title}`)}`,
    '',
    `Source: ${url}`,
    '',
  );
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** One parameter (a self-hosted service's variable) as Markdown, as the twin lists it. */
export const paramMarkdownLines = (param: RefParam): string[] => paramMarkdown(param, 0);
