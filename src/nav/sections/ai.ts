import type { SectionNav } from '../types';

export const aiNav: SectionNav = {
  id: 'ai',
  title: 'AI & Vectors',
  href: '/guides/ai',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/ai' }],
    },
  ],
};
