import type { ReactNode } from 'react';
import { NavPanel } from './MobileMenu';
import { Sidebar } from './Sidebar';

/** Sidebar (the mobile menu on small screens) beside the page's main content. */
export function PageShell({ route, children, sidebar }: { route: string; children: ReactNode; sidebar?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-[90rem] gap-8 px-4 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <NavPanel>{sidebar ?? <Sidebar route={route} />}</NavPanel>
      <main id="main-content" className="min-w-0 py-8" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
