import type { MDXComponents } from 'mdx/types';
import { AnonKey, ProjectCredentials, ProjectUrl } from './mdx';

/**
 * The credential panel's MDX components: `<ProjectCredentials />` (project URL and anon key) and
 * one variable at a time, `<ProjectUrl />` and `<AnonKey />`. Each loads the panel lazily.
 */
export const panelComponents = {
  ProjectCredentials,
  ProjectUrl,
  AnonKey,
} satisfies MDXComponents;
