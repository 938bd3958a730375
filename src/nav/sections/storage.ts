import type { SectionNav } from '../types';

export const storageNav: SectionNav = {
  id: 'storage',
  title: 'Storage',
  href: '/guides/storage',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/storage' },
        { title: 'Quickstart', href: '/guides/storage/quickstart' },
      ],
    },
    {
      title: 'Buckets',
      items: [
        { title: 'Fundamentals', href: '/guides/storage/buckets/fundamentals' },
        { title: 'Creating Buckets', href: '/guides/storage/buckets/creating-buckets' },
      ],
    },
    {
      title: 'Security',
      items: [
        { title: 'Ownership', href: '/guides/storage/security/ownership' },
        { title: 'Access Control', href: '/guides/storage/security/access-control' },
      ],
    },
    {
      title: 'Uploads',
      items: [
        { title: 'Standard Uploads', href: '/guides/storage/uploads/standard-uploads' },
        { title: 'Resumable Uploads', href: '/guides/storage/uploads/resumable-uploads' },
        { title: 'S3 Uploads', href: '/guides/storage/uploads/s3-uploads' },
        { title: 'Limits', href: '/guides/storage/uploads/file-limits' },
      ],
    },
    {
      title: 'Serving',
      items: [
        { title: 'Serving assets', href: '/guides/storage/serving/downloads' },
        { title: 'Image Transformations', href: '/guides/storage/serving/image-transformations' },
        { title: 'Bandwidth & Storage Egress', href: '/guides/storage/serving/bandwidth' },
      ],
    },
    {
      title: 'Management',
      items: [
        { title: 'Copy / Move Objects', href: '/guides/storage/management/copy-move-objects' },
        { title: 'Delete Objects', href: '/guides/storage/management/delete-objects' },
      ],
    },
    {
      title: 'S3',
      items: [
        { title: 'Authentication', href: '/guides/storage/s3/authentication' },
        { title: 'API Compatibility', href: '/guides/storage/s3/compatibility' },
      ],
    },
    {
      title: 'CDN',
      items: [
        { title: 'Fundamentals', href: '/guides/storage/cdn/fundamentals' },
        { title: 'Smart CDN', href: '/guides/storage/cdn/smart-cdn' },
        { title: 'Metrics', href: '/guides/storage/cdn/metrics' },
      ],
    },
    {
      title: 'Debugging',
      items: [
        { title: 'Logs', href: '/guides/storage/debugging/logs' },
        { title: 'Error Codes', href: '/guides/storage/debugging/error-codes' },
      ],
    },
    {
      title: 'Schema',
      items: [
        { title: 'Database Design', href: '/guides/storage/schema/design' },
        { title: 'Helper Functions', href: '/guides/storage/schema/helper-functions' },
        { title: 'Custom Roles', href: '/guides/storage/schema/custom-roles' },
      ],
    },
    {
      title: 'Going to production',
      items: [{ title: 'Scaling', href: '/guides/storage/production/scaling' }],
    },
  ],
};
