import type { SectionNav } from '../types';

export const authNav: SectionNav = {
  id: 'auth',
  title: 'Auth',
  href: '/guides/auth',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/auth' }],
    },
  ],
};
