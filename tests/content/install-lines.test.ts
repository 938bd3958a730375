import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, listMdxFiles, readRepoFile, type CodeBlock } from '../../tools/sql/code-blocks';

/**
 * A page that tells the reader what to install names every Plinth package its samples import: a
 * reader who runs the page's `npm install` line and pastes its code must not meet "Cannot find
 * module '@plinth/ssr'". (Edge Function samples import with `npm:` specifiers and install nothing.)
 */

const INSTALL = /^\s*(?:npm (?:install|i)|pnpm add|yarn add|bun add)\s+(.*)$/;

/** The Plinth packages a page's app samples import, each with the line of its first import. */
export function importedPackages(blocks: CodeBlock[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const block of blocks) {
    if (!/^(?:ts|tsx|js|jsx|mjs|typescript|javascript|vue|svelte)$/.test(block.lang)) continue;
    block.code.split('\n').forEach((text, i) => {
      for (const m of text.matchAll(/\bfrom\s+['"](@plinth\/[\w-]+)/g)) if (!out.has(m[1]!)) out.set(m[1]!, block.line + 1 + i);
    });
  }
  return out;
}

/** Each install command line of a page that installs a Plinth package, with the packages it names. */
export function installLines(blocks: CodeBlock[]): { line: number; packages: Set<string> }[] {
  const out: { line: number; packages: Set<string> }[] = [];
  for (const block of blocks) {
    if (!/^(?:bash|sh|shell|zsh|console|)$/.test(block.lang)) continue;
    block.code.split('\n').forEach((text, i) => {
      const m = INSTALL.exec(text);
      if (!m) return;
      const packages = new Set(m[1]!.split(/\s+/).flatMap((word) => /^(@plinth\/[\w-]+)/.exec(word)?.[1] ?? []));
      if (packages.size) out.push({ line: block.line + 1 + i, packages });
    });
  }
  return out;
}

export function installProblems(file: string, blocks: CodeBlock[]): string[] {
  const installs = installLines(blocks);
  if (!installs.length) return [];
  const problems: string[] = [];
  for (const [pkg, line] of importedPackages(blocks)) {
    for (const install of installs) {
      if (!install.packages.has(pkg)) problems.push(`${file}:${install.line}: the install line does not name ${pkg}, which the sample at line ${line} imports`);
    }
  }
  return problems;
}

describe('install lines name the Plinth packages the samples import', () => {
  it.for(listMdxFiles())('%s', (file) => {
    expect(installProblems(file, extractCodeBlocks(readRepoFile(file)))).toEqual([]);
  });

  it('refuses a page that imports @plinth/ssr but installs only @plinth/plinth-js', () => {
    const page = "```bash\nnpm install @plinth/plinth-js\n```\n\n```ts\nimport { createBrowserClient } from '@plinth/ssr'\n```\n";
    expect(installProblems('page.mdx', extractCodeBlocks(page))).toEqual(['page.mdx:2: the install line does not name @plinth/ssr, which the sample at line 6 imports']);
  });
});
