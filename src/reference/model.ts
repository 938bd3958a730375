/**
 * The one model every reference is turned into, whatever its source (the CLI spec, a client
 * library's spec, an OpenAPI document, a service's configuration): a document of sections, each a
 * list of items (a command, a function, an operation, a variable). The long page, the function
 * list, the crawler pages, search records, llms.txt and the Markdown twins are made from this
 * model only (src/content/reference-html.ts, src/reference/outputs.ts); a loader per source kind
 * (src/reference/loaders/) is the only code that knows where an item came from.
 */
import type { ReferenceEntry } from '../references.config';

/** One parameter, flag, field or variable. Nested options are `children` (`options.auth.flowType`). */
export interface RefParam {
  name: string;
  /** As the source writes it (`string`, `Optional[CountMethod]`, `<[ json | yaml ]>`). */
  type?: string;
  required: boolean;
  /** The default as the source writes it; absent when there is none. */
  defaultValue?: string;
  /** Markdown. */
  description?: string;
  /** A closed list of values. */
  values?: string[];
  /** Shown as the name: a flag's `-o, --output <format>`; defaults to `name`. */
  display?: string;
  /** The anchor of this parameter on the long page (flags and variables are linkable). */
  anchor?: string;
  /** More facts shown with it: `deprecated`, `nullable`, a format. */
  tags?: string[];
  children?: RefParam[];
  /**
   * The children are alternatives, not properties: the value is exactly one of them (`one`,
   * OpenAPI's oneOf) or matches at least one (`any`, anyOf). Each child is a variant, with its own
   * fields and which of them it requires.
   */
  choice?: Choice;
  /** One of its parent's alternatives (see `choice`): neither required nor optional itself. */
  variant?: boolean;
}

/** How a value relates to its alternatives: exactly one of them, or at least one. */
export type Choice = 'one' | 'any';

/** A titled list of parameters: "Flags", "Parameters", "Path parameters", "Request body"… */
export interface RefParamGroup {
  title: string;
  params: RefParam[];
  /** Markdown shown under the title. */
  note?: string;
  /** The params are the alternatives of the group's value (a request body that is a oneOf), not its fields. */
  choice?: Choice;
}

/** What introduces a list of alternatives: `One of 2 variants`, `Any of 3 variants` (at least one matches). */
export const choiceLabel = (choice: Choice, count: number): string =>
  `${choice === 'one' ? 'One' : 'Any'} of ${count} ${count === 1 ? 'variant' : 'variants'}${choice === 'any' ? ' (at least one matches)' : ''}`;

/** A worked example: code in a language, optionally the data it needs and what it returns. */
export interface RefExample {
  id: string;
  name: string;
  /** Markdown shown above the code. */
  description?: string;
  /** The fence language of `code` (`bash`, `ts`, `dart`, `python`, …). */
  lang: string;
  code: string;
  /** SQL that sets up what the example uses. */
  data?: string;
  response?: string;
  responseLang?: string;
}

export interface RefLink {
  name: string;
  href: string;
}

export interface RefItem {
  /** Anchor on the long page, and the last segment of the item's own page. */
  id: string;
  title: string;
  /** One sentence: under the title, in search results, as the crawler page's description. */
  summary?: string;
  /** Markdown. */
  description?: string;
  /** Markdown (bullet points), shown as "Notes". */
  notes?: string;
  /** Short facts shown as badges: "Experimental", "GET", "Deprecated". */
  badges?: string[];
  /** A code line that shows how it is called: a usage line, a method path, `GET /v1/projects`. */
  signature?: { label: string; lang: string; code: string };
  paramGroups: RefParamGroup[];
  examples: RefExample[];
  links: RefLink[];
  /** Nesting in the function list (CLI subcommands). */
  depth: number;
  /** Items listed under this one (a command group's subcommands). */
  children?: { id: string; title: string; summary?: string }[];
  /** The CLI's command builder applies to it. */
  builder?: boolean;
  /** For an older version: the same item in the current version, where it exists. */
  current?: RefLink;
  /** Words search should also match (a method's name: `signInWithOtp`, `sign_in_with_otp`). */
  keywords?: string[];
  /** What a client library function can fail with (its errors section), or why it cannot fail. */
  errors?: RefErrors;
}

/**
 * A function's errors: the error codes tied to it, by the service that answers them, each linked to
 * its entry on the service's errors page, and how the reference's language tells them apart; or,
 * for a function no code is tied to, one line saying why it cannot fail or what it can fail with.
 */
export interface RefErrors {
  /** Markdown: the line of a function no code is tied to. */
  note?: string;
  groups: RefErrorGroup[];
  /** Markdown: for an older version, where the checks of the current version are. */
  versionNote?: string;
}

/** The errors of one service a function can get. */
export interface RefErrorGroup {
  /** The service: "Auth", "Data API". */
  title: string;
  /** The service's errors page. */
  page: RefLink;
  /** Markdown: how the language reports the service's errors (its class and fields). */
  how?: string;
  /** Code that tells one of the errors apart, in the reference's language; `key` is the error it checks for. */
  check?: { lang: string; code: string; key?: string };
  /** Empty for a function that fails only as every request of the service can. */
  errors: RefError[];
}

export interface RefError {
  key: string;
  /** Its entry on the service's errors page. */
  href: string;
  /** The HTTP status, or the statuses the case decides between (`400 or 422`); absent when none applies or no source states it. */
  status?: string;
  /** Whether the same request may succeed later; null when the sources do not say. */
  retry: boolean | null;
  /** The sources do not confirm it: shown as not confirmed. */
  uncertain: boolean;
  /** Markdown: what the reader did, or what happened. */
  cause: string;
}

export interface RefSection {
  id: string;
  title: string;
  /** Markdown shown under the section's heading. */
  description?: string;
  /** The file a writer edits to change its items, from the project root: "Edit this page" on an item's own page. */
  source?: string;
  items: RefItem[];
}

/** Another version of the same reference, for the version switcher. */
export interface RefVersion {
  version: string;
  label: string;
  href: string;
  current: boolean;
}

export interface ReferenceDoc {
  /** The reference's key in URLs and the registry: `cli`, `javascript`, `api`, `self-hosting-auth`. */
  key: string;
  /** What it documents, as its registry entry says (src/references.config.ts): a client library, the CLI, an HTTP API, a service's configuration. */
  kind: ReferenceEntry['kind'];
  /** The page's `<h1>`: "JavaScript client library". */
  title: string;
  /** Its name in menus and search results: "JavaScript". */
  label: string;
  /** One sentence for menus, meta descriptions and llms.txt. */
  description: string;
  /** Which of the reference's versions this is (`v2`), for a reference with versions. */
  version?: string;
  /** The release of the tool it documents, where the reference follows one (the CLI's `1.151.1`, from its spec). */
  release?: string;
  /** Other versions of this reference, this one included (empty when there is one). */
  versions: RefVersion[];
  /** For a reference with versions: the guide to moving from the previous version to the current one, linked from the version switcher. */
  migrationGuide?: RefLink;
  /** The long page (`/reference/javascript/introduction`, `/reference/javascript/v1/introduction`). */
  page: string;
  /** Where an item's own page is (`/reference/javascript/select`); undefined: no item pages. */
  itemPage?: (id: string) => string;
  /** The hand-written introduction at the top of the long page (an MDX content file). */
  intro?: string;
  /** Or a Markdown introduction from the reference's source (a service's description). */
  overview?: string;
  /** The page offers a box that narrows its parameters as the reader types (configuration references). */
  filterable?: boolean;
  /** Facts about the reference shown under the introduction (the CLI spec's version and links). */
  info?: { label: string; value: string; href?: string }[];
  /** The fence language of its examples. */
  language: string;
  /**
   * What every item title starts with when the titles already name their reference (`plinth ` of
   * `plinth db push`): the function list leaves it out, and search results need no reference suffix.
   */
  itemTitlePrefix?: string;
  sections: RefSection[];
}

/** Every item of a reference, in order. */
export const itemsOf = (doc: ReferenceDoc): RefItem[] => doc.sections.flatMap((s) => s.items);

/** Parameters from dotted names (`options.auth.flowType`) folded into a tree, parents first. */
export function nestParams(params: RefParam[]): RefParam[] {
  const roots: RefParam[] = [];
  const byName = new Map<string, RefParam>();
  for (const param of params) {
    const node: RefParam = { ...param, children: [] };
    byName.set(param.name, node);
    const dot = param.name.lastIndexOf('.');
    const parent = dot > 0 ? byName.get(param.name.slice(0, dot)) : undefined;
    if (parent) {
      node.display ??= param.name.slice(dot + 1);
      parent.children!.push(node);
    } else roots.push(node);
  }
  const prune = (list: RefParam[]): RefParam[] => list.map((p) => ({ ...p, children: p.children?.length ? prune(p.children) : undefined }));
  return prune(roots);
}

/** What an item's id must look like: it is a URL fragment and a file name of the export. */
export const ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The model's own rules, checked for every reference whatever its loader: item ids usable in a URL,
 * and item ids and parameter anchors unique within their page. Returns every problem at once.
 */
export function modelProblems(doc: ReferenceDoc): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const section of doc.sections) {
    for (const item of section.items) {
      if (!ITEM_ID.test(item.id))
        problems.push(`${doc.page}: item "${item.title}" has the id "${item.id}", which is not usable in a URL (letters, digits, ".", "_" and "-" only)`);
      const other = seen.get(item.id);
      if (other) problems.push(`${doc.page}: items "${other}" and "${item.title}" share the id "${item.id}"`);
      seen.set(item.id, item.title);
      for (const group of item.paramGroups) {
        const walk = (params: RefParam[]) => {
          for (const param of params) {
            if (param.anchor) {
              const owner = seen.get(param.anchor);
              if (owner) problems.push(`${doc.page}: the anchor "${param.anchor}" of ${item.title} › ${param.name} is also used by ${owner}`);
              seen.set(param.anchor, `${item.title} › ${param.name}`);
            }
            walk(param.children ?? []);
          }
        };
        walk(group.params);
      }
    }
  }
  return problems;
}

/** A parameter's name as it appears in its anchor: `options.auth` → `options-auth`. */
export const paramSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Gives every parameter of every item an anchor unique within its page, in place. The first
 * parameter of a name keeps the short anchor readers and guides link to (`select-param-columns`);
 * a later one of the same name (a nested field, a response field named like a request field) gets
 * its parents' names (`v1-create-project-param-region-code`), then its group's
 * (`v1-create-project-response-200-param-name`), then a number. Anchors a loader set (the CLI's
 * `<command>-flag-<flag>`) are kept. Run once per reference, before rendering and search records,
 * which both read `param.anchor`.
 */
export function assignParamAnchors(doc: ReferenceDoc): void {
  const taken = new Set<string>([...doc.sections.map((s) => s.id), ...itemsOf(doc).map((i) => i.id)]);
  const claim = (candidates: string[]) => {
    for (const candidate of candidates) {
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
    const base = candidates.at(-1)!;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n++;
    taken.add(`${base}-${n}`);
    return `${base}-${n}`;
  };
  for (const item of itemsOf(doc)) {
    const walk = (params: RefParam[], parents: string[], group: string) => {
      for (const param of params) {
        const name = paramSlug(param.name) || 'param';
        const path = [...parents, name].join('-');
        param.anchor ??= claim([`${item.id}-param-${name}`, `${item.id}-param-${path}`, `${item.id}-${group}-param-${path}`]);
        taken.add(param.anchor);
        if (param.children) walk(param.children, [...parents, name], group);
      }
    };
    for (const group of item.paramGroups) walk(group.params, [], paramSlug(group.title) || 'params');
  }
}
