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
        { title: 'Views', href: '/guides/graphql/views' },
        { title: 'Functions', href: '/guides/graphql/functions' },
        { title: 'Configuration & Customization', href: '/guides/graphql/configuration' },
        { title: 'Security', href: '/guides/graphql/security' },
      ],
    },
    {
      title: 'Integrations',
      items: [
        { title: 'With Apollo', href: '/guides/graphql/with-apollo' },
        { title: 'With Relay', href: '/guides/graphql/with-relay' },
      ],
    },
  ],
};
