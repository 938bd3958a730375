import { describe, expect, it } from 'vitest';
import { diagramKind, mermaidThemeFor, siteThemeOf, themeVariablesFor } from './diagram';

const root = (...classes: string[]) => ({ classList: { contains: (name: string) => classes.includes(name) } });

describe('theme', () => {
  it('follows the dark class on <html>', () => {
    expect(siteThemeOf(root('dark'))).toBe('dark');
    expect(siteThemeOf(root())).toBe('light');
    expect(mermaidThemeFor('dark')).toBe('dark');
    expect(mermaidThemeFor('light')).toBe('default');
  });

  it('gives dark edge labels a background with AA contrast for their #ccc text', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
        number,
        number,
        number,
      ];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const background = themeVariablesFor('dark').edgeLabelBackground!;
    expect((luminance('#cccccc') + 0.05) / (luminance(background) + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect(themeVariablesFor('default')).toEqual({});
  });
});

describe('diagramKind', () => {
  it('names the diagram from its first keyword', () => {
    expect(diagramKind('flowchart LR\n  a --> b')).toBe('Flowchart');
    expect(diagramKind('graph TD\n  a --> b')).toBe('Flowchart');
    expect(diagramKind('sequenceDiagram\n  A->>B: hi')).toBe('Sequence diagram');
    expect(diagramKind('erDiagram\n  A ||--o{ B : has')).toBe('Entity relationship diagram');
  });

  it('skips comments, blank lines and front matter', () => {
    expect(diagramKind('\n%% the request path\n---\ntitle: Requests\n---\nsequenceDiagram\n')).toBe('Sequence diagram');
  });

  it('falls back to a generic name', () => {
    expect(diagramKind('')).toBe('Diagram');
    expect(diagramKind('sankey-beta\n')).toBe('Diagram');
  });
});
