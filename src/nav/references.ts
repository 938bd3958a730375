/** An entry of the References menu. Only references that exist on this site are listed. */
export interface ReferenceLink {
  title: string;
  href: string;
  description: string;
}

export const references: readonly ReferenceLink[] = [
  {
    title: 'CLI Commands',
    href: '/reference/cli/introduction',
    description: 'Every command and flag of the plinth CLI 1.151.1.',
  },
];
