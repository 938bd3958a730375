import type { ReactNode } from 'react';
import { SIDEBAR_SLOT } from '@/lib/slots';
import { ContentSlot } from './ContentSlot';
import { NavPanel } from './MobileMenu';
import { Sidebar } from './Sidebar';

type Props =
  /** The section sidebar of `route`. */
  | { route: string; children: ReactNode; sidebar?: undefined }
  /** A sidebar of its own: a reference page's function list, the guides' lasting SidebarSlot. */
  | { route?: string; children: ReactNode; sidebar: ReactNode };

/**
 * Sidebar (the mobile menu on small screens) beside the page's main content. A section's sidebar
 * is static HTML in a slot, like the content: React's page data carries none of its hundred-odd
 * links, and a client-side navigation writes the next page's sidebar from that page's HTML instead
 * of React creating every link again (src/lib/slots.ts). Under `next dev` React renders it.
 * The guides' shell is their layout's (src/app/guides/layout.tsx), so their sidebar stays between
 * them; a reference page gives its own sidebar (its function list).
 */
export function PageShell({ route, children, sidebar }: Props) {
  const dev = process.env.NODE_ENV !== 'production';
  return (
    <div className="mx-auto grid max-w-[90rem] gap-8 px-4 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <NavPanel>{sidebar ?? (dev ? <Sidebar route={route!} /> : <ContentSlot id={SIDEBAR_SLOT} />)}</NavPanel>
      <main id="main-content" className="min-w-0 py-8" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
