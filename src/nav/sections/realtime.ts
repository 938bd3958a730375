import type { SectionNav } from '../types';

export const realtimeNav: SectionNav = {
  id: 'realtime',
  title: 'Realtime',
  href: '/guides/realtime',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/realtime' }],
    },
    {
      title: 'Usage',
      items: [
        { title: 'Broadcast', href: '/guides/realtime/broadcast' },
        { title: 'Postgres Changes', href: '/guides/realtime/postgres-changes' },
      ],
    },
    {
      title: 'Deep dive',
      items: [{ title: 'Quotas', href: '/guides/realtime/quotas' }],
    },
  ],
};
