import type { ReactNode } from 'react';
import { DevUpdates } from '@/components/shell/DevUpdates';
import { Header } from '@/components/shell/Header';
import { Navigator } from '@/components/shell/Navigator';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { HeadScripts, siteMetadata, siteViewport } from '@/components/shell/SiteHead';
import { SkipLink } from '@/components/shell/SkipLink';
import { bootScript } from '@/enhance/boot-script';
import { IslandHost } from '@/islands/IslandHost';
import './globals.css';

// Every page's head is made from one description (src/components/shell/SiteHead.tsx), the item pages' too.
export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <HeadScripts boot={bootScript()} />
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
