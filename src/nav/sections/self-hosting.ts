import type { SectionNav } from '../types';

export const selfHostingNav: SectionNav = {
  id: 'self-hosting',
  title: 'Self-Hosting',
  href: '/guides/self-hosting',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/self-hosting' },
        { title: 'Self-Hosting with Docker', href: '/guides/self-hosting/docker' },
      ],
    },
    {
      title: 'Auth Server',
      items: [
        { title: 'Reference', href: '/reference/self-hosting-auth/introduction' },
        { title: 'Configuration', href: '/guides/self-hosting/auth/config' },
      ],
    },
    {
      title: 'Storage Server',
      items: [
        { title: 'Reference', href: '/reference/self-hosting-storage/introduction' },
        { title: 'Configuration', href: '/guides/self-hosting/storage/config' },
      ],
    },
    {
      title: 'Realtime Server',
      items: [
        { title: 'Reference', href: '/reference/self-hosting-realtime/introduction' },
        { title: 'Configuration', href: '/guides/self-hosting/realtime/config' },
      ],
    },
    {
      title: 'Analytics Server',
      items: [
        { title: 'Reference', href: '/reference/self-hosting-analytics/introduction' },
        { title: 'Configuration', href: '/guides/self-hosting/analytics/config' },
      ],
    },
    {
      title: 'Functions Server',
      items: [{ title: 'Reference', href: '/reference/self-hosting-functions/introduction' }],
    },
  ],
};
