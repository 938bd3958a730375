/**
 * Pure helpers of the diagram widget: which mermaid theme matches the site's theme, and a short
 * accessible description of a diagram from its first keyword.
 */

export type SiteTheme = 'light' | 'dark';
export type MermaidTheme = 'default' | 'dark';

/** The site is dark when <html> carries the `dark` class (see src/lib/theme.ts). */
export function siteThemeOf(root: { classList: { contains(name: string): boolean } }): SiteTheme {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

export function mermaidThemeFor(theme: SiteTheme): MermaidTheme {
  return theme === 'dark' ? 'dark' : 'default';
}

/**
 * Colours that replace mermaid's where its own fall short of WCAG AA contrast: the dark theme
 * puts #ccc edge labels on #585858 (4.4:1). Ours put them on the site's dark border colour.
 */
export function themeVariablesFor(theme: MermaidTheme): Record<string, string> {
  return theme === 'dark' ? { edgeLabelBackground: '#2d3237' } : {};
}

const KINDS: Record<string, string> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequencediagram: 'Sequence diagram',
  classdiagram: 'Class diagram',
  'classdiagram-v2': 'Class diagram',
  statediagram: 'State diagram',
  'statediagram-v2': 'State diagram',
  erdiagram: 'Entity relationship diagram',
  gantt: 'Gantt chart',
  pie: 'Pie chart',
  journey: 'User journey diagram',
  gitgraph: 'Git graph',
  mindmap: 'Mind map',
  timeline: 'Timeline',
};

/**
 * "Flowchart", "Sequence diagram"…: the name screen readers hear for the drawn diagram. Skips
 * blank lines, `%%` comments and a `---` front-matter block before the keyword.
 */
export function diagramKind(chart: string): string {
  const lines = chart.split('\n').map((line) => line.trim());
  let inFrontMatter = false;
  for (const line of lines) {
    if (line === '---') {
      inFrontMatter = !inFrontMatter;
      continue;
    }
    if (inFrontMatter || line === '' || line.startsWith('%%')) continue;
    const keyword = line.split(/\s+/)[0]!.toLowerCase();
    return KINDS[keyword] ?? 'Diagram';
  }
  return 'Diagram';
}
