'use client';

import { lazyWidget } from '../lazy';

/** The estimator's code loads only when it comes near the viewport. */
export const RealtimeLimitsEstimator = lazyWidget(() => import('./Estimator'), { name: 'realtime limits estimator', minHeight: 720 });
