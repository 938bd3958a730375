/**
 * "Edit this page": the URL of a page's source in the repository's web editor,
 * `<repository>/edit/<branch>/<file>` (the form GitHub, and Gitea and Forgejo, understand). The
 * repository comes from src/site.config.ts; the file is the page's path from the repository root,
 * as src/content/pages.ts records it.
 */
export interface Repository {
  /** The repository's web address; '' when the site links to none. */
  url: string;
  branch: string;
}

/** Path segments percent-encoded one by one, so a `/` in a branch name stays a separator. */
const encodePath = (value: string) =>
  value
    .trim()
    .split(/[/\\]+/)
    .filter((segment) => segment !== '' && segment !== '.')
    .map(encodeURIComponent)
    .join('/');

/**
 * The edit URL of a file, or undefined when no repository is configured. Throws on a repository
 * address that is not http(s), a branch that is empty, or a file path that climbs out of the
 * repository: configuration mistakes that should stop the build, not ship a broken link.
 */
export function editUrl(repository: Repository, file: string): string | undefined {
  const raw = repository.url.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`The repository URL "${raw}" is not a URL (PLINTH_DOCS_REPO_URL or site.repository.url)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The repository URL "${raw}" must start with https:// or http://`);
  const branch = encodePath(repository.branch);
  if (!branch) throw new Error('The repository branch is empty (PLINTH_DOCS_REPO_BRANCH or site.repository.branch)');
  if (file.split(/[/\\]+/).includes('..')) throw new Error(`"${file}" is not a path inside the repository`);
  const path = encodePath(file);
  if (!path) throw new Error('A page needs a source file to be edited');
  // `https://github.com/o/r.git/` and `https://github.com/o/r` are the same repository.
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\.git$/, '')}`;
  return `${base}/edit/${branch}/${path}`;
}
