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
        { title: 'Client Libraries', href: '/guides/api/rest/client-libs' },
        { title: 'Auto-generated Docs', href: '/guides/api/rest/auto-generated-docs' },
        { title: 'Generating TypeScript Types', href: '/guides/api/rest/generating-types' },
        { title: 'Error Codes', href: '/guides/api/rest/error-codes' },
      ],
    },
    {
      title: 'Tools',
      items: [{ title: 'SQL to REST API Translator', href: '/guides/api/sql-to-rest' }],
    },
    {
      title: 'Guides',
      items: [
        { title: 'Creating API routes', href: '/guides/api/creating-routes' },
        { title: 'How API Keys work', href: '/guides/api/api-keys' },
        { title: 'Securing your API', href: '/guides/api/securing-your-api' },
      ],
    },
    {
      title: 'Using the Data APIs',
      items: [
        { title: 'Overview', href: '/guides/api/data-apis' },
        { title: 'Managing tables, views, and data', href: '/guides/database/tables' },
        { title: 'Querying joins and nested tables', href: '/guides/database/joins-and-nesting' },
        { title: 'JSON and unstructured data', href: '/guides/database/json' },
        { title: 'Managing database functions', href: '/guides/database/functions' },
        { title: 'Using full-text search', href: '/guides/database/full-text-search' },
        { title: 'Debugging performance issues', href: '/guides/database/debugging-performance' },
        { title: 'Using custom schemas', href: '/guides/api/using-custom-schemas' },
        { title: 'Converting from SQL to JavaScript API', href: '/guides/api/sql-to-api' },
      ],
    },
  ],
};
