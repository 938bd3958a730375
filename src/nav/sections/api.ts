import type { SectionNav } from '../types';

export const apiNav: SectionNav = {
  id: 'api',
  title: 'REST',
  href: '/guides/api',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/api' },
        { title: 'Quickstart', href: '/guides/api/quickstart' },
      ],
    },
    {
      title: 'Guides',
      items: [{ title: 'How API Keys work', href: '/guides/api/api-keys' }],
    },
  ],
};
