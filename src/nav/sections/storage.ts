import type { SectionNav } from '../types';

export const storageNav: SectionNav = {
  id: 'storage',
  title: 'Storage',
  href: '/guides/storage',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/storage' }],
    },
    {
      title: 'Buckets',
      items: [{ title: 'Fundamentals', href: '/guides/storage/buckets/fundamentals' }],
    },
    {
      title: 'Security',
      items: [{ title: 'Access Control', href: '/guides/storage/security/access-control' }],
    },
    {
      title: 'Uploads',
      items: [{ title: 'Standard Uploads', href: '/guides/storage/uploads/standard-uploads' }],
    },
  ],
};
