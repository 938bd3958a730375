/**
 * Plinth Realtime quotas. The Realtime quotas guide renders these in `<RealtimeLimitsTable />`
 * and `<RealtimeLimitsEstimator />` computes with them, so the page and the estimator always agree.
 *
 * A message is counted once per client it is delivered to: one broadcast to a channel with 50
 * subscribers is 50 messages.
 */

export type PlanId = 'free' | 'pro' | 'team' | 'enterprise';

export interface PlanQuota {
  id: PlanId;
  name: string;
  /** Clients connected to Realtime at the same time, per project. */
  concurrentClients: number;
  /** Messages delivered per second, per project. */
  messagesPerSecond: number;
  /** Channel joins per second, per project. */
  channelJoinsPerSecond: number;
  /** Largest payload of a single message, in kilobytes (1 KB = 1,024 bytes). */
  maxPayloadKb: number;
  /** Enterprise quotas are a starting point that the contract can raise. */
  negotiable?: boolean;
}

export const plans: readonly PlanQuota[] = [
  { id: 'free', name: 'Free', concurrentClients: 200, messagesPerSecond: 100, channelJoinsPerSecond: 100, maxPayloadKb: 256 },
  { id: 'pro', name: 'Pro', concurrentClients: 5_000, messagesPerSecond: 2_500, channelJoinsPerSecond: 500, maxPayloadKb: 3_072 },
  { id: 'team', name: 'Team', concurrentClients: 10_000, messagesPerSecond: 5_000, channelJoinsPerSecond: 1_000, maxPayloadKb: 3_072 },
  {
    id: 'enterprise',
    name: 'Enterprise',
    concurrentClients: 50_000,
    messagesPerSecond: 25_000,
    channelJoinsPerSecond: 5_000,
    maxPayloadKb: 3_072,
    negotiable: true,
  },
];

export type ComputeId = 'nano' | 'micro' | 'small' | 'medium' | 'large' | 'xl' | '2xl' | '4xl';

/**
 * What a compute size can sustain. Realtime runs next to your database on the project's compute,
 * so besides the plan's quotas these capacities apply; the lower of the two is the real limit.
 */
export interface ComputeCapacity {
  id: ComputeId;
  name: string;
  /** Plans that can run this compute size. */
  plans: readonly PlanId[];
  /** Clients the compute size can hold connected at once. */
  concurrentClients: number;
  /** Deliveries per second without row-level security checks. */
  messagesPerSecond: number;
}

const paid: readonly PlanId[] = ['pro', 'team', 'enterprise'];

export const computeSizes: readonly ComputeCapacity[] = [
  { id: 'nano', name: 'Nano', plans: ['free'], concurrentClients: 200, messagesPerSecond: 200 },
  { id: 'micro', name: 'Micro', plans: paid, concurrentClients: 1_000, messagesPerSecond: 1_000 },
  { id: 'small', name: 'Small', plans: paid, concurrentClients: 2_000, messagesPerSecond: 2_000 },
  { id: 'medium', name: 'Medium', plans: paid, concurrentClients: 5_000, messagesPerSecond: 4_000 },
  { id: 'large', name: 'Large', plans: paid, concurrentClients: 10_000, messagesPerSecond: 8_000 },
  { id: 'xl', name: 'XL', plans: paid, concurrentClients: 20_000, messagesPerSecond: 15_000 },
  { id: '2xl', name: '2XL', plans: paid, concurrentClients: 35_000, messagesPerSecond: 25_000 },
  { id: '4xl', name: '4XL', plans: paid, concurrentClients: 50_000, messagesPerSecond: 40_000 },
];

/**
 * Row-level security cost. A message that goes through RLS (Postgres Changes on a table with
 * policies, or a private channel) is authorized for each receiving client by running the policies
 * in the database. We count such a delivery as this many unchecked ones, so a compute size
 * delivers `messagesPerSecond / RLS_COST_FACTOR` RLS-checked messages per second.
 */
export const RLS_COST_FACTOR = 4;

export function findPlan(id: PlanId): PlanQuota {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

export function findCompute(id: ComputeId): ComputeCapacity {
  const compute = computeSizes.find((c) => c.id === id);
  if (!compute) throw new Error(`Unknown compute size: ${id}`);
  return compute;
}

/** The compute sizes a plan can run, smallest first. */
export function computeSizesFor(plan: PlanId): ComputeCapacity[] {
  return computeSizes.filter((c) => c.plans.includes(plan));
}

/** RLS-checked deliveries per second a compute size sustains. */
export function rlsMessagesPerSecond(compute: ComputeCapacity): number {
  return Math.floor(compute.messagesPerSecond / RLS_COST_FACTOR);
}
