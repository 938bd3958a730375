import type { SectionNav } from '../types';

export const resourcesNav: SectionNav = {
  id: 'resources',
  title: 'Resources',
  href: '/guides/resources',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/resources' },
        { title: 'Glossary', href: '/guides/resources/glossary' },
      ],
    },
    {
      title: 'Migrate to Plinth',
      items: [{ title: 'Postgres', href: '/guides/resources/migrating-to-plinth/postgres' }],
    },
  ],
};
