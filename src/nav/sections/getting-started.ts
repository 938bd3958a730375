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
        { title: 'NuxtJS', href: '/guides/getting-started/quickstarts/nuxtjs' },
        { title: 'Vue', href: '/guides/getting-started/quickstarts/vue' },
        { title: 'Flutter', href: '/guides/getting-started/quickstarts/flutter' },
        { title: 'iOS SwiftUI', href: '/guides/getting-started/quickstarts/ios-swiftui' },
        { title: 'Android Kotlin', href: '/guides/getting-started/quickstarts/kotlin' },
        { title: 'SvelteKit', href: '/guides/getting-started/quickstarts/sveltekit' },
        { title: 'Laravel PHP', href: '/guides/getting-started/quickstarts/laravel' },
        { title: 'Ruby on Rails', href: '/guides/getting-started/quickstarts/ruby-on-rails' },
        { title: 'SolidJS', href: '/guides/getting-started/quickstarts/solidjs' },
        { title: 'RedwoodJS', href: '/guides/getting-started/quickstarts/redwoodjs' },
        { title: 'refine', href: '/guides/getting-started/quickstarts/refine' },
      ],
    },
    {
      title: 'Web app demos',
      items: [
        { title: 'Next.js', href: '/guides/getting-started/tutorials/with-nextjs' },
        { title: 'React', href: '/guides/getting-started/tutorials/with-react' },
        { title: 'Vue 3', href: '/guides/getting-started/tutorials/with-vue-3' },
        { title: 'Nuxt 3', href: '/guides/getting-started/tutorials/with-nuxt-3' },
        { title: 'Angular', href: '/guides/getting-started/tutorials/with-angular' },
        { title: 'RedwoodJS', href: '/guides/getting-started/tutorials/with-redwoodjs' },
        { title: 'SolidJS', href: '/guides/getting-started/tutorials/with-solidjs' },
        { title: 'Svelte', href: '/guides/getting-started/tutorials/with-svelte' },
        { title: 'SvelteKit', href: '/guides/getting-started/tutorials/with-sveltekit' },
        { title: 'refine', href: '/guides/getting-started/tutorials/with-refine' },
      ],
    },
    {
      title: 'Mobile tutorials',
      items: [
        { title: 'Flutter', href: '/guides/getting-started/tutorials/with-flutter' },
        { title: 'Expo React Native', href: '/guides/getting-started/tutorials/with-expo-react-native' },
        { title: 'Android Kotlin', href: '/guides/getting-started/tutorials/with-kotlin' },
        { title: 'Ionic React', href: '/guides/getting-started/tutorials/with-ionic-react' },
        { title: 'Ionic Vue', href: '/guides/getting-started/tutorials/with-ionic-vue' },
        { title: 'Ionic Angular', href: '/guides/getting-started/tutorials/with-ionic-angular' },
        { title: 'Swift', href: '/guides/getting-started/tutorials/with-swift' },
      ],
    },
  ],
};
