import type { MDXComponents } from 'mdx/types';

/**
 * Widgets available to every guide, by the name writers use in MDX. Each widget lives in its
 * own folder under src/widgets/ (component, pure logic, data, tests) and is listed here.
 */
export const widgetComponents = {} satisfies MDXComponents;
