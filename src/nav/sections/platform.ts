import type { SectionNav } from '../types';

export const platformNav: SectionNav = {
  id: 'platform',
  title: 'Platform',
  href: '/guides/platform',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/platform' }],
    },
    {
      title: 'Add-ons',
      items: [{ title: 'Custom Domains', href: '/guides/platform/custom-domains' }],
    },
    {
      title: 'Platform Management',
      items: [
        { title: 'Migrating and Upgrading', href: '/guides/platform/migrating-and-upgrading-projects' },
        { title: 'Branching', href: '/guides/platform/branching' },
      ],
    },
  ],
};
