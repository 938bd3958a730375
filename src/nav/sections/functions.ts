import type { SectionNav } from '../types';

export const functionsNav: SectionNav = {
  id: 'functions',
  title: 'Edge Functions',
  href: '/guides/functions',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/functions' }],
    },
    {
      title: 'Getting started',
      items: [{ title: 'Create an Edge Function', href: '/guides/functions/quickstart' }],
    },
    {
      title: 'Guides',
      items: [{ title: 'Managing environment variables', href: '/guides/functions/secrets' }],
    },
  ],
};
