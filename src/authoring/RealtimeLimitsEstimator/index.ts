import { z } from 'zod';
import { define } from '../kit/component';
import { list, paragraph } from '../kit/markdown';
import { RLS_COST_FACTOR } from '../realtime-limits/limits';

/** Does a Realtime workload fit a plan and compute size? Computed in the browser (./Estimator.tsx, with ./estimate.ts). */
export const RealtimeLimitsEstimator = define({
  props: z.object({}).strict(),
  island: { label: 'realtime limits estimator', minHeight: 720, clientOnly: true },
  // The estimator's arithmetic (./estimate.ts), so a workload can be checked without it.
  markdown: () => [
    paragraph('The web version of this page has an estimator here. It makes these checks, which you can also make by hand against the tables above:'),
    list(false, [
      [
        paragraph(
          'Messages per second in total: the messages each client receives per second times the concurrent clients (one broadcast to 50 subscribers is 50 messages).',
        ),
      ],
      [paragraph("Concurrent clients against the plan's quota and the compute size's capacity.")],
      [
        paragraph(
          `Messages per second in total against the plan's quota and the compute size's capacity; when messages go through row-level security, the compute size delivers its capacity divided by ${RLS_COST_FACTOR}.`,
        ),
      ],
      [paragraph("Channel joins per second at peak, and the largest payload, against the plan's quotas.")],
    ]),
    paragraph(
      'Exactly at a limit still fits. When the workload does not fit, the smallest setup that runs it is the smallest compute size of the same plan that fits, or else the next plan up.',
    ),
  ],
});
