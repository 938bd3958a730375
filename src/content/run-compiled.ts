import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';

// The constructor of async functions, which has no global name.
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (arg: unknown) => Promise<{ default: MDXContent }>;

/**
 * Turns a page compiled with `outputFormat: 'function-body'` back into a component. Kept apart
 * from the compiler so a build whose pages all come from the cache never loads MDX or Shiki. The
 * code is our own compiler's output for our own content, never anything from outside.
 */
export async function runCompiled(code: string): Promise<MDXContent> {
  const { default: Content } = await new AsyncFunction(code)({ ...runtime });
  return Content;
}
