/** Where ProjectSetupSteps sends the reader next. */
export const NEXT_GUIDES = [
  { title: 'Database', href: '/guides/database/overview', text: 'create tables and policies' },
  { title: 'Auth', href: '/guides/auth', text: 'sign users in' },
  { title: 'Storage', href: '/guides/storage', text: 'store files' },
  { title: 'Local development', href: '/guides/cli/local-development', text: 'run the whole stack on your machine with the CLI' },
] as const;
