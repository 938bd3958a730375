import type { SectionNav } from '../types';

export const realtimeNav: SectionNav = {
  id: 'realtime',
  title: 'Realtime',
  href: '/guides/realtime',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/realtime' },
        { title: 'Concepts', href: '/guides/realtime/concepts' },
      ],
    },
    {
      title: 'Usage',
      items: [
        { title: 'Broadcast', href: '/guides/realtime/broadcast' },
        { title: 'Presence', href: '/guides/realtime/presence' },
        { title: 'Postgres Changes', href: '/guides/realtime/postgres-changes' },
      ],
    },
    {
      title: 'Security',
      items: [{ title: 'Authorization', href: '/guides/realtime/authorization' }],
    },
    {
      title: 'Guides',
      items: [
        { title: 'Subscribing to Database Changes', href: '/guides/realtime/subscribing-to-database-changes' },
        { title: 'Using Realtime with Next.js', href: '/guides/realtime/realtime-with-nextjs' },
        { title: 'Using Realtime Presence with Flutter', href: '/guides/realtime/realtime-user-presence' },
        { title: 'Listening to Postgres Changes with Flutter', href: '/guides/realtime/realtime-listening-flutter' },
      ],
    },
    {
      title: 'Deep dive',
      items: [
        { title: 'Quotas', href: '/guides/realtime/quotas' },
        { title: 'Architecture', href: '/guides/realtime/architecture' },
        { title: 'Message Protocol', href: '/guides/realtime/protocol' },
      ],
    },
    {
      title: 'Debugging',
      items: [{ title: 'Operational Error Codes', href: '/guides/realtime/error_codes' }],
    },
  ],
};
