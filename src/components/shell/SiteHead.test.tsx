import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.config';
import { canonicalUrl, ENHANCER_SRC, ICON, pageMetadata, pageTitle, siteMetadata, siteViewport, StaticHead, THEME_COLORS } from './SiteHead';

const head = (title = 'select()', description = 'Reads rows & "more".') =>
  renderToStaticMarkup(
    <html lang="en">
      <head>
        <StaticHead
          title={title}
          description={description}
          route="/reference/javascript/select"
          styles={[{ href: '/_next/static/chunks/a.css', precedence: 'next' }]}
          boot="window.booted=1"
        />
      </head>
      <body />
    </html>,
  );

describe('the one head', () => {
  it('writes a page’s head in the order Next writes the app’s: shared tags, then the page’s own, then the scripts', () => {
    const html = head();
    const tags = [...html.matchAll(/<(meta|link|title|script)\b[^>]*>/g)].map((m) => m[0]);
    expect(tags).toEqual([
      '<meta charSet="utf-8"/>',
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      `<script src="${ENHANCER_SRC}" async="">`,
      '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)"/>',
      '<meta name="theme-color" content="#121416" media="(prefers-color-scheme: dark)"/>',
      '<title>',
      '<meta name="description" content="Reads rows &amp; &quot;more&quot;."/>',
      `<link rel="canonical" href="${site.url}/reference/javascript/select"/>`,
      '<link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml"/>',
      '<script>',
    ]);
    expect(html).toContain(`<title>select() | ${site.name}</title>`);
    expect(html).toContain('<script>window.booted=1</script>');
  });

  it('escapes a title and description as text, whatever they hold', () => {
    const html = head('a </title><script>x</script>', '"><script>y</script>');
    expect(html).toContain(`<title>a &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; | ${site.name}</title>`);
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;y&lt;/script&gt;"');
  });

  it('gives Next’s metadata API the same facts', () => {
    expect(siteMetadata.title).toEqual({ default: site.name, template: `%s | ${site.name}` });
    expect(pageTitle('x')).toBe(`x | ${site.name}`);
    expect(siteMetadata.icons).toEqual({ icon: [{ url: ICON.href, sizes: ICON.sizes, type: ICON.type }] });
    expect(siteViewport.themeColor).toEqual(THEME_COLORS.map(({ media, color }) => ({ media, color })));
    expect(pageMetadata({ title: 'T', description: 'D', route: '/guides/auth' })).toEqual({
      title: 'T',
      description: 'D',
      alternates: { canonical: `${site.url}/guides/auth` },
    });
    // The home page's address ends with the site's folder, as Next has always written it.
    expect(canonicalUrl('/')).toBe(`${site.url.replace(/\/$/, '')}/`);
    expect(pageMetadata({ route: '/' })).toEqual({ alternates: { canonical: `${site.url.replace(/\/$/, '')}/` } });
  });

  it('colours the browser’s interface as the page’s background, in each colour scheme', () => {
    const css = readFileSync('src/app/globals.css', 'utf8');
    const bg = (selector: string) => new RegExp(`${selector.replace('.', '\\.')} \\{[^}]*--bg: (#[0-9a-f]+);`).exec(css)?.[1];
    expect(THEME_COLORS).toEqual([
      { media: '(prefers-color-scheme: light)', color: bg(':root') },
      { media: '(prefers-color-scheme: dark)', color: bg('.dark') },
    ]);
  });
});
