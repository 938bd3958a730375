import type { SectionNav } from '../types';

export const resourcesNav: SectionNav = {
  id: 'resources',
  title: 'Resources',
  href: '/guides/resources',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/resources' }],
    },
  ],
};
