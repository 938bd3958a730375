import type { SectionNav } from '../types';

export const databaseNav: SectionNav = {
  id: 'database',
  title: 'Database',
  href: '/guides/database/overview',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/database/overview' }],
    },
    {
      title: 'Fundamentals',
      items: [{ title: 'Connecting to your database', href: '/guides/database/connecting-to-postgres' }],
    },
    {
      title: 'Access and security',
      items: [{ title: 'Row Level Security', href: '/guides/database/postgres/row-level-security' }],
    },
    {
      title: 'Extensions',
      items: [{ title: 'Overview', href: '/guides/database/extensions' }],
    },
  ],
};
