'use client';

import dynamic from 'next/dynamic';

/** The grid's filter control, fetched only by pages that show the grid. */
export const ProviderFilterControl = dynamic(() => import('./ProviderFilterControl').then((m) => m.ProviderFilterControl));
