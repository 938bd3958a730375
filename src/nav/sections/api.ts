import type { SectionNav } from '../types';

export const apiNav: SectionNav = {
  id: 'api',
  title: 'REST',
  href: '/guides/api',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/api' }],
    },
  ],
};
