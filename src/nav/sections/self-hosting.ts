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
  ],
};
