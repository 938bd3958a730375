import type { ReactNode } from 'react';
import { PageShell } from '@/components/shell/PageShell';
import { SidebarSlot } from '@/components/shell/SidebarSlot';

/**
 * The guides' shell, kept while the reader moves from guide to guide: React leaves a layout in
 * place across navigations below it, so the section sidebar is the same list from page to page
 * (SidebarSlot brings it to each new page: its mark and open sub-lists) and keeps its scroll
 * position, and a navigation writes no sidebar. Under `next dev` each guide renders its own shell,
 * with the sidebar rendered by React (src/app/guides/[...slug]/page.tsx).
 */
export default function GuidesLayout({ children }: { children: ReactNode }) {
  if (process.env.NODE_ENV !== 'production') return children;
  return <PageShell sidebar={<SidebarSlot />}>{children}</PageShell>;
}
