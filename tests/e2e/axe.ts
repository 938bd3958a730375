import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as it is now; the violations, one readable line each ("rule (impact): the
 * first targets"), so a failing `expect(...).toEqual([])` says what to fix.
 *
 * Two settings, both about time, neither about what is checked (the same rules run on the same
 * nodes):
 * - legacy mode: `axe.run` inside the page. The default runs `axe.runPartial` per frame, then
 *   serializes every node of every rule into a fresh blank page for `axe.finishRun`. The site's only
 *   frame is Mermaid's off-screen measuring frame, same-origin, which `axe.run` still reaches.
 * - `resultTypes: ['violations']`: unique selectors are computed for violating nodes only, not for
 *   the thousands of passing nodes of a long guide.
 * Measured on the built site (one browser, quiet machine): the Next.js tutorial 16.6 s → 4.1 s, a
 * guide 4.2 s → 1.6 s, a function's page 3.1 s → 1.0 s. The long pages' axe runs were what pushed
 * tests past their time limit on a loaded CI machine.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => {
    const targets = v.nodes.map((n) => n.target.join(' '));
    return `${v.id} (${v.impact}): ${targets.slice(0, 5).join(', ')}${targets.length > 5 ? `, and ${targets.length - 5} more` : ''}`;
  });
}
