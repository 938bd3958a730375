import { imagesFingerprint } from './rehype-images';
import { keyOf, pruneCached, readCached, sourcesFingerprint, writeCached } from '../sources/build-cache';
import { absoluteUrl } from '../site.config';
import type { CompiledMdx } from './compile';
import { SDK_COMPANIONS, SDK_LIBRARIES } from '../reference/loaders/sdk';
import { sdkSpecFile } from '../reference/sdk/load';
import { splitFrontmatter } from './parse-frontmatter';
import { errorSpecFiles } from '../reference/errors/load';
import { ERROR_FACTS_FILE } from '../reference/errors/facts';

/**
 * Compiled pages kept between builds. Compiling MDX and highlighting code with Shiki is most of
 * the work of rendering a guide, and the same source always compiles to the same result, so the
 * result is stored under a key made of the page's source and everything that compiles it.
 */

/** What the cache keeps of one page. */
export interface CachedPage extends CompiledMdx {
  /** The page as plain Markdown (its `.md` twin). */
  markdown: string;
}

/**
 * Files whose contents decide what a page compiles to, besides its own source. A test checks that
 * every module the compiler imports is covered, so a new plugin cannot be left out by accident.
 */
export const PIPELINE_SOURCES: readonly string[] = [
  'src/content',
  // The authoring vocabulary: each component's props, HTML and Markdown (its React half too, which changes no compiled page).
  'src/authoring',
  // The height a credential panel's placeholder reserves.
  'src/panel/panel-height.ts',
  'src/site.config.ts',
  // The source readers: errors, limits, the URL rule, confined reads, the cache itself.
  'src/sources',
  'src/reference/logs',
  'src/reference/logs/sources',
  'src/lib/feedback.ts',
  // The copy button's markup, which every code block carries.
  'src/lib/copy-markup.ts',
  // How a page's title and description are escaped in its Markdown twin.
  'src/lib/markdown-text.ts',
  // The URL scheme: the twin's source line and the call links' addresses.
  'src/lib/site-urls.ts',
  // Where the 404 page is, which the URL scheme reads from the adapter.
  'src/lib/next-export.ts',
  'package-lock.json',
  // Code blocks link their client calls to the client libraries' references (call-links.ts).
  'src/reference/loaders/sdk.ts',
  // The registry of references: the libraries, their versions and packages (site.config.ts reads it too).
  'src/references.config.ts',
  'src/reference/sdk',
  'src/reference/model.ts',
  // What changed between two versions of a library: the SDK loader links removed functions to their guide.
  'src/reference/migration.ts',
  // The error catalogue the errors pages render (src/authoring/ErrorCodes/): its code, its files and its facts.
  'src/reference/errors',
  // Its loader's "did you mean" for a name it does not know.
  'src/lib/nearest-routes.ts',
  ...errorSpecFiles(),
  ERROR_FACTS_FILE,
  ...Object.entries(SDK_LIBRARIES).flatMap(([library, { versions }]) => versions.map((version) => sdkSpecFile(library, version))),
  ...SDK_COMPANIONS.map((c) => sdkSpecFile(c.library, c.version)),
];

const NAMESPACE = 'content';

const isCachedPage = (value: unknown): value is CachedPage => {
  const entry = value as Partial<CachedPage> | null;
  return typeof entry?.html === 'string' && Array.isArray(entry.toc) && typeof entry.markdown === 'string';
};

/** The key of one page: the pipeline (components pages may use included), its file, URL and source. */
export function cacheKey(file: string, route: string, source: string): string {
  // The absolute URL (in the Markdown twin) depends on PLINTH_DOCS_URL, not only on the files.
  // The components pages may use are in src/authoring/, part of the pipeline's fingerprint.
  // A page's images give it their width and height, and a missing one fails it: public/images counts too.
  return keyOf(sourcesFingerprint(PIPELINE_SOURCES), images(), file, absoluteUrl(route), source);
}

let imagesKey: string | undefined;
const images = () => (imagesKey ??= imagesFingerprint());

/** Compiles a page, without the cache: MDX with highlighted code, table of contents, Markdown twin. */
export async function compileForCache(file: string, route: string, source: string): Promise<CachedPage> {
  const { frontmatter, body } = splitFrontmatter(file, source);
  // Loaded on a miss only: a build whose pages all come from the cache never loads MDX or Shiki.
  const [{ compileMdx }, { mdxToMarkdown }] = await Promise.all([import('./compile'), import('./to-markdown')]);
  const compiled = await compileMdx(file, body);
  return { ...compiled, markdown: mdxToMarkdown(body, frontmatter.title, frontmatter.description, absoluteUrl(route)) };
}

// Entries this process has already read or compiled: scripts/build.ts loads every page before
// the post-build step asks again for the Markdown twins.
const loaded = new Map<string, CachedPage>();

/** A page's compiled form: from the cache when its key is there (`hit`), otherwise compiled and stored. */
export async function loadCompiled(file: string, route: string, source: string): Promise<CachedPage & { hit: boolean; key: string }> {
  const key = cacheKey(file, route, source);
  const cached = loaded.get(key) ?? readCached(NAMESPACE, key, isCachedPage);
  if (cached) {
    loaded.set(key, cached);
    return { ...cached, hit: true, key };
  }
  const entry = await compileForCache(file, route, source);
  writeCached(NAMESPACE, key, entry);
  loaded.set(key, entry);
  return { ...entry, hit: false, key };
}

/** Removes compiled pages that no current page uses (keys from loadCompiled). */
export const pruneCompiled = (keep: ReadonlySet<string>): number => pruneCached(NAMESPACE, keep);
