import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sdkReference } from '@/reference/loaders/sdk';
import { loadSdkSpec } from '@/reference/sdk/load';
import { VersionSwitcher } from './ReferencePage';

// Parsed when the file is collected: a spec takes seconds to parse on a busy machine.
const javascriptV1 = sdkReference(loadSdkSpec('javascript', 'v1'));
const python = sdkReference(loadSdkSpec('python', 'v2'));

describe('the version switcher', () => {
  it('links each version and the migration guide', () => {
    const html = renderToStaticMarkup(<VersionSwitcher doc={javascriptV1} />);
    expect(html).toContain('<a href="/reference/javascript/introduction"');
    expect(html).toMatch(/<a href="\/reference\/javascript\/v1\/introduction" aria-current="page"[^>]*>v1<\/a>/);
    expect(html).toMatch(/<a href="\/guides\/resources\/migrating-to-v2\/javascript"[^>]*>Migrating from v1 to v2<\/a>/);
  });

  it('is not drawn for a reference with one version', () => {
    expect(renderToStaticMarkup(<VersionSwitcher doc={python} />)).toBe('');
  });
});
