import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/site.config';
import { loadCliSpec } from './load-spec';

/**
 * One source for the CLI's version: the spec (`info.version`). Code reads it through
 * `site.cli.version`; content, which cannot import it, may write it only as the spec has it.
 */
function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : [],
  );
}

describe('the CLI version', () => {
  it('is the spec’s, in the site config', () => {
    expect(site.cli.version).toBe(loadCliSpec().info.version);
  });

  it('is written the same wherever content names it (plinth@x.y.z, "CLI x.y.z", "version x.y.z")', () => {
    const wrong: string[] = [];
    for (const file of mdxFiles(path.resolve('content'))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const m of line.matchAll(/(?:plinth@|plinth CLI |CLI |documents version )v?(\d+\.\d+\.\d+)/g)) {
          if (m[1] !== site.cli.version) wrong.push(`${path.relative(process.cwd(), file)}:${i + 1}: ${m[0]}`);
        }
      });
    }
    expect(wrong).toEqual([]);
  });
});
