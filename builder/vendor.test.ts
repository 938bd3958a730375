import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ENHANCER_BANNER, enhancerBuild } from './vendor';

describe('the enhancer bundle', () => {
  it("starts with V8's compile hint, on a line of its own, and the minified script after it", () => {
    const [file] = buildSync({ ...enhancerBuild(), write: false }).outputFiles!;
    const [first, ...rest] = file!.text.split('\n');
    // Chromium reads the hint only as the script's first line.
    expect(first).toBe(ENHANCER_BANNER);
    expect(ENHANCER_BANNER).toBe('//# allFunctionsCalledOnLoad');
    expect(rest.join('\n')).toMatch(/^"use strict";\(\(\)=>\{/);
  });
});
