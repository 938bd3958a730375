import type { SectionNav } from '../types';

export const cliNav: SectionNav = {
  id: 'cli',
  title: 'Local Dev / CLI',
  href: '/guides/cli',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/cli' }],
    },
  ],
};
