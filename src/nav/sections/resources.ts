import type { SectionNav } from '../types';

export const resourcesNav: SectionNav = {
  id: 'resources',
  title: 'Resources',
  href: '/guides/resources',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/resources' },
        { title: 'Examples', href: '/guides/resources/examples' },
        { title: 'Glossary', href: '/guides/resources/glossary' },
      ],
    },
    {
      title: 'Migrate to Plinth',
      items: [
        { title: 'Overview', href: '/guides/resources/migrating-to-plinth' },
        { title: 'Auth0', href: '/guides/resources/migrating-to-plinth/auth0' },
        { title: 'Firebase Auth', href: '/guides/resources/migrating-to-plinth/firebase-auth' },
        { title: 'Firestore Data', href: '/guides/resources/migrating-to-plinth/firestore-data' },
        { title: 'Firebase Storage', href: '/guides/resources/migrating-to-plinth/firebase-storage' },
        { title: 'Heroku', href: '/guides/resources/migrating-to-plinth/heroku' },
        { title: 'Render', href: '/guides/resources/migrating-to-plinth/render' },
        { title: 'Amazon RDS', href: '/guides/resources/migrating-to-plinth/amazon-rds' },
        { title: 'Postgres', href: '/guides/resources/migrating-to-plinth/postgres' },
        { title: 'MySQL', href: '/guides/resources/migrating-to-plinth/mysql' },
        { title: 'MSSQL', href: '/guides/resources/migrating-to-plinth/mssql' },
      ],
    },
    {
      title: 'Upgrade client libraries',
      items: [
        { title: 'JavaScript v1 to v2', href: '/guides/resources/migrating-to-v2/javascript' },
        { title: 'Flutter v1 to v2', href: '/guides/resources/migrating-to-v2/dart' },
        { title: 'Swift v1 to v2', href: '/guides/resources/migrating-to-v2/swift' },
        { title: 'Kotlin v1 to v2', href: '/guides/resources/migrating-to-v2/kotlin' },
      ],
    },
  ],
};
