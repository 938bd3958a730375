import { describe, expect, it } from 'vitest';
import { treeSitterLanguage } from './tree-sitter';

describe('treeSitterLanguage', () => {
  it('loads grammars asked for at the same time, each one parsing its own language', async () => {
    // Loaded together, without the queue, seven of these eight failed ("bad export type for …").
    const names = ['dart', 'swift', 'kotlin', 'c_sharp', 'python', 'ruby', 'php', 'rust'];
    const loaded = await Promise.all(names.map((name) => treeSitterLanguage(name)));
    const samples: Record<string, string> = {
      dart: 'void main() { print(1); }',
      swift: 'let x = 1',
      kotlin: 'fun main() { println(1) }',
      c_sharp: 'class A { void B() {} }',
      python: 'def f():\n    return 1\n',
      ruby: 'def f; 1; end',
      php: '<?php echo 1;',
      rust: 'fn main() {}',
    };
    names.forEach((name, i) => {
      const { ts, language } = loaded[i]!;
      const parser = new ts.Parser();
      parser.setLanguage(language);
      const tree = parser.parse(samples[name]!);
      expect(tree?.rootNode.hasError, name).toBe(false);
      parser.delete();
    });
  });

  it('gives the same grammar to every caller', async () => {
    const [a, b] = await Promise.all([treeSitterLanguage('swift'), treeSitterLanguage('swift')]);
    expect(a.language).toBe(b.language);
  });
});
