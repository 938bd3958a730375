import type { SectionNav } from '../types';

export const databaseNav: SectionNav = {
  id: 'database',
  title: 'Database',
  href: '/guides/database/overview',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/database/overview' }],
    },
  ],
};
