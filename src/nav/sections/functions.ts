import type { SectionNav } from '../types';

export const functionsNav: SectionNav = {
  id: 'functions',
  title: 'Edge Functions',
  href: '/guides/functions',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/functions' }],
    },
  ],
};
