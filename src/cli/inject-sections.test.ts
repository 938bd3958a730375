import { describe, expect, it } from 'vitest';
import { injectCliSections } from './inject-sections';
import { getCliModel } from './reference';

describe('injectCliSections', () => {
  const cli = getCliModel();
  const page = `<main>${cli.groups.map((g) => `<div class="x" data-cli-sections="" data-cli-slot="${g.id}"></div>`).join('')}</main>`;

  it('fills every group slot with its commands, in order', () => {
    const out = injectCliSections(page, cli);
    for (const command of cli.commands) expect(out).toContain(`id="${command.id}"`);
    expect(out.indexOf('id="plinth-login"')).toBeLessThan(out.indexOf('id="plinth-projects"'));
    expect(out.indexOf('id="plinth-projects"')).toBeLessThan(out.indexOf('id="plinth-completion"'));
  });

  it('leaves its own output unchanged when run again', () => {
    const once = injectCliSections(page, cli);
    expect(injectCliSections(once, cli)).toBe(once);
  });

  it('fails loudly when a slot is missing', () => {
    expect(() => injectCliSections('<main></main>', cli)).toThrow(/no empty slot for group "local-dev"/);
  });
});
