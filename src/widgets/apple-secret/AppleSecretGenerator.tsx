'use client';

import { lazyWidget } from '../lazy';

/**
 * `<AppleSecretGenerator />` in MDX. Only this wrapper ships with the page; the generator's code
 * is fetched when the reader scrolls near it.
 */
export const AppleSecretGenerator = lazyWidget(() => import('./AppleSecretWidget'), { name: 'Apple secret generator', minHeight: 470 });
