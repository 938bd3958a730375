import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DevUpdates } from '@/components/shell/DevUpdates';
import { Header } from '@/components/shell/Header';
import { Navigator } from '@/components/shell/Navigator';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { SkipLink } from '@/components/shell/SkipLink';
import { bootScript } from '@/enhance/boot';
import { IslandHost } from '@/islands/IslandHost';
import { site } from '@/site.config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url.endsWith('/') ? site.url : `${site.url}/`),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#121416' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        {/* Copy buttons, tabs, search, the runtime loader: one small script, built by builder/vendor.ts (src/enhance/), async (src/enhance/index.ts says why). */}
        <script src="/_static/enhance.js" async />
      </head>
      <body>
        <SkipLink />
        <Header />
        {children}
        <IslandHost />
        <Navigator />
        {process.env.NODE_ENV === 'development' ? <DevUpdates /> : null}
        <SiteFooter />
      </body>
    </html>
  );
}
