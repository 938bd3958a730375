import type { SectionNav } from '../types';

export const platformNav: SectionNav = {
  id: 'platform',
  title: 'Platform',
  href: '/guides/platform',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/platform' }],
    },
  ],
};
