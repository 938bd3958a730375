'use client';

import dynamic from 'next/dynamic';

/**
 * The setup steps' client parts, split out with `next/dynamic`: they are rendered into the static
 * HTML, and their code is fetched only by pages that show setup steps.
 */
export const DashboardLink = dynamic(() => import('./client').then((m) => m.DashboardLink));
export const ProjectRef = dynamic(() => import('./client').then((m) => m.ProjectRef));
export const CallbackUrl = dynamic(() => import('./client').then((m) => m.CallbackUrl));
