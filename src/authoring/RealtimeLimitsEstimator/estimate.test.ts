import { describe, expect, it } from 'vitest';
import { estimate, formatNumber, parseAmount, smallestFit, totalMessagesPerSecond, type Workload } from './estimate';
import { computeSizes, computeSizesFor, findCompute, findPlan, plans, RLS_COST_FACTOR, rlsMessagesPerSecond } from '../realtime-limits/limits';

const base: Workload = {
  plan: 'pro',
  compute: 'micro',
  concurrentClients: 300,
  messages: 2,
  messagesMode: 'perClient',
  joinsPerSecond: 20,
  rls: false,
  payloadKb: 1,
};
const order = plans.map((p) => p.id);
const byId = (e: ReturnType<typeof estimate>, id: string) => e.checks.find((c) => c.id === id)!;

describe('realtime limits data', () => {
  it('grows with each plan and each compute size', () => {
    for (let i = 1; i < plans.length; i++) {
      expect(plans[i]!.concurrentClients).toBeGreaterThan(plans[i - 1]!.concurrentClients);
      expect(plans[i]!.messagesPerSecond).toBeGreaterThan(plans[i - 1]!.messagesPerSecond);
      expect(plans[i]!.channelJoinsPerSecond).toBeGreaterThan(plans[i - 1]!.channelJoinsPerSecond);
      expect(plans[i]!.maxPayloadKb).toBeGreaterThanOrEqual(plans[i - 1]!.maxPayloadKb);
    }
    for (let i = 1; i < computeSizes.length; i++) {
      expect(computeSizes[i]!.concurrentClients).toBeGreaterThan(computeSizes[i - 1]!.concurrentClients);
      expect(computeSizes[i]!.messagesPerSecond).toBeGreaterThan(computeSizes[i - 1]!.messagesPerSecond);
    }
  });

  it('gives every plan at least one compute size: Free runs Nano only, paid plans start at Micro', () => {
    expect(computeSizesFor('free').map((c) => c.id)).toEqual(['nano']);
    for (const plan of ['pro', 'team', 'enterprise'] as const) expect(computeSizesFor(plan)[0]!.id).toBe('micro');
  });

  it('divides compute throughput by the RLS cost factor', () => {
    expect(rlsMessagesPerSecond(findCompute('micro'))).toBe(findCompute('micro').messagesPerSecond / RLS_COST_FACTOR);
  });

  it('throws on unknown ids', () => {
    expect(() => findPlan('gold' as never)).toThrow(/Unknown plan/);
    expect(() => findCompute('huge' as never)).toThrow(/Unknown compute/);
  });
});

describe('estimate', () => {
  it('multiplies per-client messages by the number of clients, and takes totals as given', () => {
    expect(totalMessagesPerSecond({ messages: 2, messagesMode: 'perClient', concurrentClients: 300 })).toBe(600);
    expect(totalMessagesPerSecond({ messages: 600, messagesMode: 'total', concurrentClients: 300 })).toBe(600);
  });

  it('fits a small workload and reports the closest limit with its headroom', () => {
    const e = estimate(base);
    expect(e.fits).toBe(true);
    expect(e.totalMessagesPerSecond).toBe(600);
    expect(e.binding.id).toBe('computeMessages');
    expect(e.binding).toMatchObject({ usage: 600, limit: 1000, headroomPct: 40, exceeded: false });
    expect(byId(e, 'planMessages')).toMatchObject({ usage: 600, limit: 2500, headroomPct: 76 });
    expect(byId(e, 'planClients')).toMatchObject({ usage: 300, limit: 5000, headroomPct: 94 });
  });

  it('counts exactly at a limit as fitting with 0% headroom, and one over as not fitting', () => {
    const at = estimate({ ...base, concurrentClients: 500 }); // 1,000 messages/s on Micro's 1,000
    expect(at.fits).toBe(true);
    expect(at.binding).toMatchObject({ id: 'computeMessages', headroomPct: 0 });
    const over = estimate({ ...base, messagesMode: 'total', messages: 1001 });
    expect(over.fits).toBe(false);
    expect(over.binding).toMatchObject({ id: 'computeMessages', exceeded: true, headroomPct: -0.1 });
  });

  it('makes RLS-checked messages cost the documented factor of compute throughput', () => {
    const without = estimate({ ...base, messagesMode: 'total', messages: 300 });
    const withRls = estimate({ ...base, messagesMode: 'total', messages: 300, rls: true });
    expect(byId(without, 'computeMessages').limit).toBe(1000);
    expect(byId(withRls, 'computeMessages').limit).toBe(1000 / RLS_COST_FACTOR);
    expect(without.fits).toBe(true);
    expect(withRls.fits).toBe(false);
    expect(withRls.binding.id).toBe('computeMessages');
    expect(withRls.binding.label).toMatch(/RLS/);
    // The plan quota itself does not change with RLS.
    expect(byId(withRls, 'planMessages').limit).toBe(2500);
  });

  it('names the most exceeded limit as the one hit first', () => {
    // 6,000 clients: over Pro's 5,000 (120%) and over Micro's 1,000 (600%).
    const e = estimate({ ...base, concurrentClients: 6000, messages: 0 });
    expect(e.fits).toBe(false);
    expect(e.binding.id).toBe('computeClients');
    expect(e.checks.filter((c) => c.exceeded).map((c) => c.id)).toEqual(['planClients', 'computeClients']);
    // On 4XL compute (50,000 clients) only the plan quota is left.
    const big = estimate({ ...base, compute: '4xl', concurrentClients: 6000, messages: 0 });
    expect(big.binding).toMatchObject({ id: 'planClients', utilization: 1.2, headroomPct: -20 });
  });

  it('checks channel joins and payload size against the plan', () => {
    expect(estimate({ ...base, joinsPerSecond: 501 }).binding.id).toBe('joins');
    const free = estimate({ ...base, plan: 'free', compute: 'nano', concurrentClients: 10, messages: 1, payloadKb: 300 });
    expect(free.fits).toBe(false);
    expect(free.binding).toMatchObject({ id: 'payload', usage: 300, limit: 256 });
  });

  it('refuses a compute size the plan does not offer', () => {
    expect(() => estimate({ ...base, plan: 'free', compute: 'micro' })).toThrow(/does not offer/);
  });

  it('treats zero usage as 100% headroom', () => {
    const e = estimate({ ...base, concurrentClients: 0, messages: 0, joinsPerSecond: 0, payloadKb: 0 });
    expect(e.fits).toBe(true);
    expect(e.checks.every((c) => c.headroomPct === 100)).toBe(true);
  });
});

describe('smallestFit', () => {
  it('returns the current setup when it already fits', () => {
    expect(smallestFit(base, order, computeSizesFor)).toEqual({ plan: 'pro', compute: 'micro' });
  });

  it('picks the smallest compute size on the same plan that fits', () => {
    // 3,000 messages/s total: over Pro's 2,500 quota, so Team on a compute size that delivers 3,000.
    expect(smallestFit({ ...base, messagesMode: 'total', messages: 3000 }, order, computeSizesFor)).toEqual({ plan: 'team', compute: 'medium' });
    // 1,500 messages/s: Pro quota is fine, Micro is not, Small is.
    expect(smallestFit({ ...base, messagesMode: 'total', messages: 1500 }, order, computeSizesFor)).toEqual({ plan: 'pro', compute: 'small' });
  });

  it('moves from Free to Pro when Free cannot fit', () => {
    expect(smallestFit({ ...base, plan: 'free', compute: 'nano', concurrentClients: 250, messages: 0 }, order, computeSizesFor)).toEqual({
      plan: 'pro',
      compute: 'micro',
    });
  });

  it('returns null when nothing fits', () => {
    expect(smallestFit({ ...base, payloadKb: 10_000 }, order, computeSizesFor)).toBeNull();
    expect(smallestFit({ ...base, concurrentClients: 1_000_000 }, order, computeSizesFor)).toBeNull();
  });
});

describe('parseAmount', () => {
  it('accepts non-negative numbers, with thousands separators', () => {
    expect(parseAmount('1,500', { label: 'clients' })).toEqual({ value: 1500 });
    expect(parseAmount(' 2.5 ', { label: 'messages per second' })).toEqual({ value: 2.5 });
    expect(parseAmount('0', { label: 'x' })).toEqual({ value: 0 });
  });

  it('explains what is wrong', () => {
    expect(parseAmount('', { label: 'the payload size' })).toEqual({ error: 'Enter the payload size.' });
    expect(parseAmount('abc', { label: 'channel joins per second' })).toEqual({ error: 'Channel joins per second must be a number.' });
    expect(parseAmount('-3', { label: 'channel joins per second' })).toEqual({ error: 'Channel joins per second cannot be negative.' });
    expect(parseAmount('2.5', { label: 'the number of clients', integer: true })).toEqual({ error: 'The number of clients must be a whole number.' });
  });

  it('formats numbers with separators', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(0.125)).toBe('0.13');
  });
});
