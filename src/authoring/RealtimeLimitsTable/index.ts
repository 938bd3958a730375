import { z } from 'zod';
import { define } from '../kit/component';
import { paragraph, table } from '../kit/markdown';
import { computeSizes, plans, RLS_COST_FACTOR, rlsMessagesPerSecond } from '../realtime-limits/limits';
import { explanation, formatCount } from './text';

/** Realtime's quotas per plan and capacity per compute size (./RealtimeLimitsTable.tsx, rendered at build time and never hydrated). */
export const RealtimeLimitsTable = define({
  props: z.object({}).strict(),
  island: { label: 'realtime limits table', hydrate: 'never' },
  markdown: () => [
    table(
      ['Plan', 'Concurrent clients', 'Messages per second', 'Channel joins per second', 'Max payload'],
      plans.map((p) => {
        const plus = p.negotiable ? '+' : '';
        return [
          p.name,
          `${formatCount(p.concurrentClients)}${plus}`,
          `${formatCount(p.messagesPerSecond)}${plus}`,
          `${formatCount(p.channelJoinsPerSecond)}${plus}`,
          `${formatCount(p.maxPayloadKb)} KB`,
        ];
      }),
    ),
    paragraph(explanation(RLS_COST_FACTOR)),
    table(
      ['Compute size', 'Plans', 'Concurrent clients', 'Messages per second', 'Messages per second with RLS'],
      computeSizes.map((c) => [
        c.name,
        c.plans.map((id) => plans.find((p) => p.id === id)?.name ?? id).join(', '),
        formatCount(c.concurrentClients),
        formatCount(c.messagesPerSecond),
        formatCount(rlsMessagesPerSecond(c)),
      ]),
    ),
  ],
});
