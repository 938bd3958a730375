import type { SectionNav } from '../types';

export const storageNav: SectionNav = {
  id: 'storage',
  title: 'Storage',
  href: '/guides/storage',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/storage' }],
    },
  ],
};
