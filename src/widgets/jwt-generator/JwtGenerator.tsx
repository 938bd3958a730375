'use client';

import { lazyWidget } from '../lazy';

/**
 * `<JwtGenerator />` in MDX. Only this wrapper ships with the page; the generator's code is
 * fetched when the reader scrolls near it.
 */
export const JwtGenerator = lazyWidget(() => import('./JwtGeneratorWidget'), { name: 'JWT generator', minHeight: 570 });
