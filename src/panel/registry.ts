import type { MDXComponents } from 'mdx/types';

/** The credential panel's MDX components (`<ProjectCredentials />` and single variables). */
export const panelComponents = {} satisfies MDXComponents;
