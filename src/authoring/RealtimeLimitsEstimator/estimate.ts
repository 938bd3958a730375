import { findCompute, findPlan, RLS_COST_FACTOR, type ComputeId, type PlanId } from '../realtime-limits/limits';

/** What the reader's app does, as entered in the estimator. */
export interface Workload {
  plan: PlanId;
  compute: ComputeId;
  /** Clients connected at the same time at peak. */
  concurrentClients: number;
  /** Messages per second, read as `messagesMode` says. */
  messages: number;
  /** `perClient`: each client receives this many per second; `total`: deliveries per second across all clients. */
  messagesMode: 'perClient' | 'total';
  /** Channel joins per second at peak, for example when every client reconnects after a deploy. */
  joinsPerSecond: number;
  /** Do messages go through row-level security? */
  rls: boolean;
  /** Size of the largest message, in KB. */
  payloadKb: number;
}

export type LimitId = 'planClients' | 'computeClients' | 'planMessages' | 'computeMessages' | 'joins' | 'payload';

export interface LimitCheck {
  id: LimitId;
  label: string;
  /** Where the limit comes from: the plan's quota or the compute size's capacity. */
  source: string;
  unit: string;
  usage: number;
  limit: number;
  /** usage / limit: 1 means exactly at the limit. */
  utilization: number;
  /** Share of the limit still free, in percent; negative when over. */
  headroomPct: number;
  exceeded: boolean;
}

export interface Estimate {
  fits: boolean;
  /** Deliveries per second across all clients. */
  totalMessagesPerSecond: number;
  checks: LimitCheck[];
  /** When it does not fit, the most exceeded limit; when it fits, the one closest to its limit. */
  binding: LimitCheck;
}

/** Deliveries per second across all clients. */
export function totalMessagesPerSecond(w: Pick<Workload, 'messages' | 'messagesMode' | 'concurrentClients'>): number {
  return w.messagesMode === 'perClient' ? w.messages * w.concurrentClients : w.messages;
}

function check(id: LimitId, label: string, source: string, unit: string, usage: number, limit: number): LimitCheck {
  const utilization = limit > 0 ? usage / limit : usage > 0 ? Infinity : 0;
  return {
    id,
    label,
    source,
    unit,
    usage,
    limit,
    utilization,
    // Rounded down to 0.1%, so a tiny usage never shows as a full 100% headroom.
    headroomPct: Math.floor((1 - utilization) * 1000 + 1e-9) / 10,
    exceeded: usage > limit,
  };
}

/**
 * Compares a workload with the plan's quotas and the compute size's capacity. Exactly at a limit
 * still fits; one over does not.
 */
export function estimate(w: Workload): Estimate {
  const plan = findPlan(w.plan);
  const compute = findCompute(w.compute);
  if (!compute.plans.includes(plan.id)) throw new Error(`The ${plan.name} plan does not offer ${compute.name} compute`);
  const total = totalMessagesPerSecond(w);
  const computeMessages = w.rls ? Math.floor(compute.messagesPerSecond / RLS_COST_FACTOR) : compute.messagesPerSecond;
  const checks = [
    check('planClients', 'Concurrent clients', `${plan.name} plan`, 'clients', w.concurrentClients, plan.concurrentClients),
    check('computeClients', 'Concurrent clients', `${compute.name} compute`, 'clients', w.concurrentClients, compute.concurrentClients),
    check('planMessages', 'Messages per second', `${plan.name} plan`, 'messages/s', total, plan.messagesPerSecond),
    check('computeMessages', w.rls ? 'Messages per second with RLS' : 'Messages per second', `${compute.name} compute`, 'messages/s', total, computeMessages),
    check('joins', 'Channel joins per second', `${plan.name} plan`, 'joins/s', w.joinsPerSecond, plan.channelJoinsPerSecond),
    check('payload', 'Payload size', `${plan.name} plan`, 'KB', w.payloadKb, plan.maxPayloadKb),
  ];
  // The highest utilization is the limit hit first; on a tie, the earlier (plan before compute) wins.
  const binding = checks.reduce((a, b) => (b.utilization > a.utilization ? b : a));
  return { fits: checks.every((c) => !c.exceeded), totalMessagesPerSecond: total, checks, binding };
}

export type FieldErrors = Partial<Record<'concurrentClients' | 'messages' | 'joinsPerSecond' | 'payloadKb', string>>;

/** Reads a number field: a non-negative number, or an error message for the reader. */
export function parseAmount(raw: string, { integer = false, label }: { integer?: boolean; label: string }): { value: number } | { error: string } {
  const text = raw.trim().replace(/[,_\s]/g, '');
  if (text === '') return { error: `Enter ${label}.` };
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: `${label[0]!.toUpperCase()}${label.slice(1)} must be a number.` };
  if (value < 0) return { error: `${label[0]!.toUpperCase()}${label.slice(1)} cannot be negative.` };
  if (integer && !Number.isInteger(value)) return { error: `${label[0]!.toUpperCase()}${label.slice(1)} must be a whole number.` };
  return { value };
}

/** Formats a count the way the page does: 12,500. Fractions keep up to 2 decimals. */
export function formatNumber(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/**
 * The cheapest setup that runs the workload: the smallest compute size on the same plan, else the
 * first higher plan (with its smallest fitting compute size). `null` when even the largest quotas
 * are too small; the Enterprise quotas can then be raised by contract.
 */
export function smallestFit(
  w: Workload,
  planOrder: readonly PlanId[],
  computesFor: (plan: PlanId) => readonly { id: ComputeId }[],
): { plan: PlanId; compute: ComputeId } | null {
  const start = planOrder.indexOf(w.plan);
  for (const plan of planOrder.slice(Math.max(start, 0))) {
    for (const compute of computesFor(plan)) {
      if (estimate({ ...w, plan, compute: compute.id }).fits) return { plan, compute: compute.id };
    }
  }
  return null;
}
