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
      items: [
        { title: 'Getting started', href: '/guides/cli/getting-started' },
        { title: 'CLI Configuration', href: '/guides/cli/config' },
      ],
    },
    {
      title: 'Developing with Plinth',
      items: [
        { title: 'Local Development', href: '/guides/cli/local-development' },
        { title: 'Managing environments', href: '/guides/cli/managing-environments' },
        { title: 'Managing config and secrets', href: '/guides/cli/managing-config' },
        { title: 'Seeding your database', href: '/guides/cli/seeding-your-database' },
        { title: 'Testing and linting', href: '/guides/cli/testing-and-linting' },
        { title: 'Customizing email templates', href: '/guides/cli/customizing-email-templates' },
      ],
    },
    {
      title: 'GitHub Action',
      items: [
        { title: 'Generate types from your database', href: '/guides/cli/github-action/generating-types' },
        { title: 'Automated testing', href: '/guides/cli/github-action/testing' },
        { title: 'Backup your database', href: '/guides/cli/github-action/backups' },
      ],
    },
  ],
};
