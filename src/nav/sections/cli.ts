import type { SectionNav } from '../types';

export const cliNav: SectionNav = {
  id: 'cli',
  title: 'Local Dev / CLI',
  href: '/guides/cli',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/cli' }],
    },
    {
      title: 'Using the CLI',
      items: [{ title: 'Getting started', href: '/guides/cli/getting-started' }],
    },
    {
      title: 'Developing with Plinth',
      items: [
        { title: 'Local Development', href: '/guides/cli/local-development' },
        { title: 'Testing and linting', href: '/guides/cli/testing-and-linting' },
      ],
    },
  ],
};
