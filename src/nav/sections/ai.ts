import type { SectionNav } from '../types';

export const aiNav: SectionNav = {
  id: 'ai',
  title: 'AI & Vectors',
  href: '/guides/ai',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/ai' }],
    },
    {
      title: 'Learn',
      items: [{ title: 'Vector columns', href: '/guides/ai/vector-columns' }],
    },
    {
      title: 'Search',
      items: [{ title: 'Semantic search', href: '/guides/ai/semantic-search' }],
    },
  ],
};
