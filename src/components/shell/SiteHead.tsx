import type { Metadata, Viewport } from 'next';
import { site } from '../../site.config';

/**
 * The `<head>` of every page, in one place, as Starlight's `utils/head.ts` serves every page: the
 * title template, the icon, the theme colours, the canonical address, the boot script and the
 * enhancer. Next's pages get it through Next's metadata API (siteMetadata, siteViewport and each
 * route's pageMetadata, all made from the facts below) and HeadScripts in the root layout; the
 * pages the build writes without Next (the references' item pages, builder/crawler-pages.tsx)
 * render StaticHead, which writes the same tags in the order Next writes them. So a page's kind
 * never shows in its head: the same icon link, theme colours, boot script (one hash in the site's
 * policy) and enhancer tag everywhere, and only the title, description and canonical address its own.
 *
 * The boot script's text is a prop: it is compiled from src/enhance/boot.ts by
 * src/enhance/boot-script.ts (Node-only), which the root layout and the build call.
 */

/** A page's title as every page shows it: its own, then the site's name. */
export const TITLE_TEMPLATE = `%s | ${site.name}`;

/** The title of a page whose own title is `title`. */
export const pageTitle = (title: string): string => TITLE_TEMPLATE.replace('%s', title);

/**
 * The browser's colour for its own interface around the page, one per colour scheme: the page's
 * background (`--bg` in src/app/globals.css; a test keeps the two the same).
 */
export const THEME_COLORS = [
  { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  { media: '(prefers-color-scheme: dark)', color: '#121416' },
] as const;

/** The site's icon, public/icon.svg. */
export const ICON = { href: '/icon.svg', sizes: 'any', type: 'image/svg+xml' } as const;

/** The enhancer, built by builder/vendor.ts from src/enhance/ into public/_static/. */
export const ENHANCER_SRC = '/_static/enhance.js';

/** The viewport every page is laid out for. */
const VIEWPORT = 'width=device-width, initial-scale=1';

/** The base of every canonical address: the site's URL, as a folder. */
const BASE = new URL(site.url.endsWith('/') ? site.url : `${site.url}/`);

/** A route's canonical address: `/guides/auth` → `https://…/docs/guides/auth`, `/` → `https://…/docs/`. */
export const canonicalUrl = (route: string): string => new URL(route.replace(/^\//, ''), BASE).href;

/** The root layout's metadata: what every Next page's head has unless its route says otherwise. */
export const siteMetadata: Metadata = {
  metadataBase: BASE,
  title: { default: site.name, template: TITLE_TEMPLATE },
  description: site.description,
  icons: { icon: [{ url: ICON.href, sizes: ICON.sizes, type: ICON.type }] },
};

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLORS.map(({ media, color }) => ({ media, color })),
};

/** A Next route's own part of its head: its title (templated by the layout), description and canonical address. */
export function pageMetadata({ title, description, route }: { title?: string; description?: string; route: string }): Metadata {
  return { ...(title === undefined ? {} : { title }), ...(description === undefined ? {} : { description }), alternates: { canonical: canonicalUrl(route) } };
}

/**
 * The scripts every page's head runs: the boot script, inline, before the first paint, and the
 * enhancer, async (src/enhance/index.ts says why: it then runs in a task of its own).
 */
export function HeadScripts({ boot }: { boot: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: boot }} />
      <script src={ENHANCER_SRC} async />
    </>
  );
}

export interface StaticHeadProps {
  /** The page's own title (the site's name is added). */
  title: string;
  description: string;
  route: string;
  /** The app's style sheets, as Next links them from its pages (builder/next-export.ts finds them). */
  styles: readonly { href: string; precedence: string }[];
  /** The boot script's text (src/enhance/boot-script.ts). */
  boot: string;
}

/**
 * The whole head of a page written without Next, to be rendered inside `<head>`: the tags Next
 * writes from siteMetadata, siteViewport and pageMetadata, then HeadScripts. React orders them as
 * in Next's pages (it hoists style sheets with a precedence and async scripts).
 */
export function StaticHead({ title, description, route, styles, boot }: StaticHeadProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content={VIEWPORT} />
      {styles.map(({ href, precedence }) => (
        <link key={href} rel="stylesheet" href={href} precedence={precedence} />
      ))}
      {THEME_COLORS.map(({ media, color }) => (
        <meta key={media} name="theme-color" content={color} media={media} />
      ))}
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl(route)} />
      <link rel="icon" href={ICON.href} sizes={ICON.sizes} type={ICON.type} />
      <HeadScripts boot={boot} />
    </>
  );
}
