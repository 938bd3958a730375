import type { SectionNav } from '../types';

export const graphqlNav: SectionNav = {
  id: 'graphql',
  title: 'GraphQL',
  href: '/guides/graphql',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/graphql' },
        { title: 'API', href: '/guides/graphql/api' },
      ],
    },
  ],
};
