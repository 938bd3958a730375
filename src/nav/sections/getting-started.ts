import type { SectionNav } from '../types';

export const gettingStartedNav: SectionNav = {
  id: 'getting-started',
  title: 'Getting Started',
  href: '/guides/getting-started',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/getting-started' },
        { title: 'Features', href: '/guides/getting-started/features' },
        { title: 'Architecture', href: '/guides/getting-started/architecture' },
        { title: 'API keys', href: '/guides/getting-started/api-keys' },
      ],
    },
    {
      title: 'Framework Quickstarts',
      items: [
        { title: 'Next.js', href: '/guides/getting-started/quickstarts/nextjs' },
        { title: 'React', href: '/guides/getting-started/quickstarts/reactjs' },
        { title: 'Nuxt', href: '/guides/getting-started/quickstarts/nuxtjs' },
        { title: 'Vue', href: '/guides/getting-started/quickstarts/vue' },
        { title: 'Flutter', href: '/guides/getting-started/quickstarts/flutter' },
        { title: 'iOS SwiftUI', href: '/guides/getting-started/quickstarts/ios-swiftui' },
        { title: 'Android Kotlin', href: '/guides/getting-started/quickstarts/kotlin' },
        { title: 'SvelteKit', href: '/guides/getting-started/quickstarts/sveltekit' },
      ],
    },
    {
      title: 'Web app demos',
      items: [{ title: 'Next.js', href: '/guides/getting-started/tutorials/with-nextjs' }],
    },
  ],
};
