/**
 * The names table of the search (src/lib/search/names.ts), from what the build wrote for the MCP
 * server (`out/_mcp/`: every reference's items, aliases, flag and parameter anchors and
 * variables), the log explorer's sources (src/reference/logs/) and every entry of the error catalogue
 * (src/reference/errors/), at its anchor. Written to `out/_search/names.json`; the dialog fetches it when
 * search opens, the MCP server reads it from disk.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MCP_DATA_DIR, type McpIndex, type McpReferenceFile, type McpReferenceItem } from '../src/lib/mcp-data';
import type { NameTable, NameTarget } from '../src/lib/search/names';
import { libraryWords } from '../src/references.config';
import { LOG_SOURCES } from '../src/reference/logs';
import { fieldAnchor } from '../src/reference/logs/tree';
import { errorCatalogue } from '../src/reference/errors/load';
import { allEntries } from '../src/reference/errors/model';
import { ERROR_PAGES, errorUrl } from '../src/reference/errors/pages';

export const SEARCH_DATA_DIR = '_search';
export const NAMES_FILE = 'names.json';

/** The log explorer's guide, where every source's fields are listed with anchors (the LogSchema component). */
const LOGS_PAGE = '/guides/platform/logs';

/** Call names in a title: `Modify data: update()` → update; `auth.admin.generateLink()` → auth.admin.generateLink. */
const callsIn = (title: string) => [...title.matchAll(/([A-Za-z_$][\w$.]*)\(\)/g)].map((m) => m[1]!);

/** Whether a title is itself a name (a CLI command, `METHOD /path`, one word) rather than a sentence. */
const titleIsName = (title: string) => title.startsWith('plinth ') || /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \//.test(title) || !/\s/.test(title);

/** The names of one reference item: its id, title or calls, aliases, and a command's name without `plinth`. */
export function itemNames(item: Pick<McpReferenceItem, 'id' | 'title' | 'aliases'>, reference: string): string[] {
  const names = new Set<string>([item.id, ...item.aliases, ...callsIn(item.title)]);
  if (titleIsName(item.title)) names.add(item.title);
  for (const call of callsIn(item.title)) if (call.includes('.')) names.add(call.split('.').at(-1)!);
  if (reference === 'cli' && item.title.startsWith('plinth ')) names.add(item.title.replace(/^plinth /, ''));
  return [...names].filter((n) => n.trim());
}

/** A command's flags, from its anchors on the long page (`plinth-stop-flag-no-backup`), each with its names: `--no-backup`, `plinth stop --no-backup`, `stop --no-backup`. */
export function flagNames(item: Pick<McpReferenceItem, 'id' | 'title' | 'anchors'>): { anchor: string; title: string; names: string[] }[] {
  if (!item.title.startsWith('plinth ')) return [];
  const bare = item.title.replace(/^plinth /, '');
  return item.anchors.flatMap((anchor) => {
    if (!anchor.startsWith(`${item.id}-flag-`)) return [];
    const flag = anchor.slice(`${item.id}-flag-`.length);
    return [{ anchor, title: `${item.title} --${flag}`, names: [`--${flag}`, `${item.title} --${flag}`, `${bare} --${flag}`] }];
  });
}

/** Reads `out/_mcp/` (and the log sources and error facts) into the names table. */
export function buildNameTable(out: string): NameTable {
  const dataDir = path.join(out, MCP_DATA_DIR);
  const index = JSON.parse(readFileSync(path.join(dataDir, 'index.json'), 'utf8')) as McpIndex;
  const targets: NameTarget[] = [];
  const names = new Map<string, Set<number>>();
  const add = (target: NameTarget, displays: Iterable<string>) => {
    const at = targets.push(target) - 1;
    for (const display of displays) {
      const set = names.get(display) ?? new Set<number>();
      set.add(at);
      names.set(display, set);
    }
  };
  for (const ref of index.references) {
    const file = JSON.parse(readFileSync(path.join(dataDir, ref.file), 'utf8')) as McpReferenceFile;
    const base = { reference: ref.key, version: ref.version ?? '', current: ref.current };
    for (const item of file.items) {
      const label = `${ref.label} · ${item.section}`;
      add({ ...base, url: item.url, id: item.id, title: item.title, label }, itemNames(item, ref.key));
      // A flag leads to its own entry on the long page; its item is the command's.
      if (ref.key === 'cli')
        for (const flag of flagNames(item)) add({ ...base, url: `${ref.page}#${flag.anchor}`, id: item.id, title: flag.title, label }, flag.names);
    }
    for (const variable of file.variables) {
      add({ ...base, url: `${ref.page}#${variable.id}`, id: variable.id, title: variable.id, label: ref.label }, [variable.id]);
    }
  }
  const pageTitles = new Map(index.pages.map((p) => [p.url, p.title]));
  if (pageTitles.has(LOGS_PAGE)) {
    for (const source of LOG_SOURCES) {
      const guide = { reference: 'guides', version: '', current: true };
      add({ ...guide, url: `${LOGS_PAGE}#${source.table.replace(/_/g, '-')}`, id: source.table, title: source.table, label: `Logs · ${source.name}` }, [
        source.table,
      ]);
      for (const field of source.fields) {
        const title = `${source.table}.${field.path}`;
        add({ ...guide, url: `${LOGS_PAGE}#${fieldAnchor(source, field.path)}`, id: fieldAnchor(source, field.path), title, label: `Logs · ${source.name}` }, [
          field.path,
          title,
        ]);
      }
    }
  }
  // Every entry of the error catalogue, at its anchor on its service's errors page (src/reference/errors/pages.ts).
  for (const entry of allEntries(errorCatalogue())) {
    const page = ERROR_PAGES[entry.service];
    if (!pageTitles.has(page)) continue;
    // Its key, its condition name, and the texts it is known by: a pasted `Bucket not found` is NoSuchBucket's.
    const keys = [entry.key, ...(entry.name ? [entry.name] : []), ...entry.messages];
    add({ reference: 'guides', version: '', current: true, url: errorUrl(entry), id: entry.key, title: entry.key, label: pageTitles.get(page)! }, keys);
  }
  return {
    targets,
    names: [...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([display, set]) => [display, ...[...set].sort((a, b) => a - b)]),
    references: index.references.map((r) => [r.key, r.version ?? '', r.page, r.current]),
    languages: libraryWords(),
  };
}

/** Writes `out/_search/names.json`; returns how many names and items it has. */
export function writeNameTable(out: string): { names: number; targets: number } {
  const table = buildNameTable(out);
  mkdirSync(path.join(out, SEARCH_DATA_DIR), { recursive: true });
  writeFileSync(path.join(out, SEARCH_DATA_DIR, NAMES_FILE), JSON.stringify(table));
  return { names: table.names.length, targets: table.targets.length };
}
