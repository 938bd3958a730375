'use client';

import { useId, useState } from 'react';
import { estimate, formatNumber, parseAmount, smallestFit, type FieldErrors, type LimitCheck, type Workload } from './estimate';
import { computeSizesFor, findCompute, findPlan, plans, RLS_COST_FACTOR, type ComputeId, type PlanId } from '../realtime-limits/limits';

const planOrder = plans.map((p) => p.id);

type Fields = { concurrentClients: string; messages: string; joinsPerSecond: string; payloadKb: string };

const fieldLabels: Record<keyof Fields, string> = {
  concurrentClients: 'the number of concurrent clients',
  messages: 'messages per second',
  joinsPerSecond: 'channel joins per second',
  payloadKb: 'the payload size',
};

function readFields(fields: Fields): { values: Record<keyof Fields, number>; errors: FieldErrors } {
  const values = {} as Record<keyof Fields, number>;
  const errors: FieldErrors = {};
  for (const key of Object.keys(fields) as (keyof Fields)[]) {
    const parsed = parseAmount(fields[key], { integer: key === 'concurrentClients', label: fieldLabels[key] });
    if ('error' in parsed) errors[key] = parsed.error;
    else values[key] = parsed.value;
  }
  return { values, errors };
}

function percent(utilization: number): string {
  return Number.isFinite(utilization) ? `${formatNumber(Math.round(utilization * 1000) / 10)}%` : '∞';
}

function describe(c: LimitCheck): string {
  return `${c.label} (${c.source}): ${formatNumber(c.usage)} of ${formatNumber(c.limit)} ${c.unit}`;
}

const input =
  'w-full rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-1.5 text-sm text-[var(--fg)] aria-invalid:border-red-600 dark:aria-invalid:border-red-400';

/** The interactive estimator: does a Realtime workload fit a plan and compute size? */
export default function RealtimeLimitsEstimator() {
  const id = useId();
  const [plan, setPlan] = useState<PlanId>('pro');
  const [compute, setCompute] = useState<ComputeId>('micro');
  const [fields, setFields] = useState<Fields>({ concurrentClients: '300', messages: '2', joinsPerSecond: '20', payloadKb: '1' });
  const [messagesMode, setMessagesMode] = useState<Workload['messagesMode']>('perClient');
  const [rls, setRls] = useState(false);

  const computes = computeSizesFor(plan);
  const { values, errors } = readFields(fields);
  const valid = Object.keys(errors).length === 0;
  const workload: Workload | null = valid ? { plan, compute, messagesMode, rls, ...values } : null;
  const result = workload ? estimate(workload) : null;
  const upgrade = workload && result && !result.fits ? smallestFit(workload, planOrder, computeSizesFor) : null;

  const changePlan = (next: PlanId) => {
    setPlan(next);
    const options = computeSizesFor(next);
    if (!options.some((c) => c.id === compute)) setCompute(options[0]!.id);
  };
  const field = (key: keyof Fields, label: string, hint?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={fields[key]}
        onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={[hint ? `${id}-${key}-hint` : '', errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') || undefined}
        className={input}
      />
      {hint ? (
        <p id={`${id}-${key}-hint`} className="text-xs text-[var(--fg-muted)]">
          {hint}
        </p>
      ) : null}
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section aria-label="Realtime limits estimator" className="rounded-lg border border-[var(--border)]">
      <form className="grid gap-4 border-b border-[var(--border)] bg-[var(--bg-soft)] p-4 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-plan`} className="text-sm font-medium">
            Plan
          </label>
          <select id={`${id}-plan`} value={plan} onChange={(e) => changePlan(e.target.value as PlanId)} className={input}>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-compute`} className="text-sm font-medium">
            Compute size
          </label>
          <select id={`${id}-compute`} value={compute} onChange={(e) => setCompute(e.target.value as ComputeId)} className={input}>
            {computes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {field('concurrentClients', 'Concurrent clients', 'Clients connected at the same time at your busiest.')}
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">Messages per second</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <label className="flex items-center gap-1.5">
              <input type="radio" name={`${id}-mode`} checked={messagesMode === 'perClient'} onChange={() => setMessagesMode('perClient')} />
              Received by each client
            </label>
            <label className="flex items-center gap-1.5">
              <input type="radio" name={`${id}-mode`} checked={messagesMode === 'total'} onChange={() => setMessagesMode('total')} />
              Total, all clients
            </label>
          </div>
          <label htmlFor={`${id}-messages`} className="sr-only">
            {messagesMode === 'perClient' ? 'Messages each client receives per second' : 'Messages delivered per second in total'}
          </label>
          <input
            id={`${id}-messages`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={fields.messages}
            onChange={(e) => setFields((f) => ({ ...f, messages: e.target.value }))}
            aria-invalid={errors.messages ? true : undefined}
            aria-describedby={[`${id}-messages-hint`, errors.messages ? `${id}-messages-error` : ''].filter(Boolean).join(' ')}
            className={input}
          />
          <p id={`${id}-messages-hint`} className="text-xs text-[var(--fg-muted)]">
            A message counts once per client it reaches: one broadcast to 50 subscribers is 50.
          </p>
          {errors.messages ? (
            <p id={`${id}-messages-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
              {errors.messages}
            </p>
          ) : null}
        </fieldset>
        {field('joinsPerSecond', 'Channel joins per second at peak', 'If every client rejoins within a minute after a deploy, that is clients ÷ 60.')}
        {field('payloadKb', 'Largest payload (KB)')}
        <div className="flex items-start gap-2 sm:col-span-2">
          <input
            id={`${id}-rls`}
            type="checkbox"
            checked={rls}
            onChange={(e) => setRls(e.target.checked)}
            className="mt-1"
            aria-describedby={`${id}-rls-hint`}
          />
          <div>
            <label htmlFor={`${id}-rls`} className="text-sm font-medium">
              Messages go through row-level security
            </label>
            <p id={`${id}-rls-hint`} className="text-xs text-[var(--fg-muted)]">
              Postgres Changes on tables with policies, or private channels. Each delivery is authorized in the database, which costs as much as{' '}
              {RLS_COST_FACTOR} deliveries without RLS.
            </p>
          </div>
        </div>
      </form>
      <div className="p-4">
        <div
          role="status"
          aria-live="polite"
          className="rounded-md border border-[var(--border)] p-3 text-sm"
          data-verdict={result ? (result.fits ? 'fits' : 'exceeds') : 'invalid'}
        >
          {!result ? (
            <p>Correct the highlighted fields to see the estimate.</p>
          ) : result.fits ? (
            <>
              <p className="font-semibold text-[var(--link)]">
                Fits the {findPlan(plan).name} plan on {findCompute(compute).name} compute.
              </p>
              <p className="mt-1">
                Closest limit: {describe(result.binding)}, {percent(result.binding.headroomPct / 100)} headroom.
              </p>
            </>
          ) : (
            <>
              <p className="font-semibold text-red-700 dark:text-red-300">
                Does not fit the {findPlan(plan).name} plan on {findCompute(compute).name} compute.
              </p>
              <p className="mt-1">
                Hit first: {describe(result.binding)} ({percent(result.binding.utilization)} of the limit).
              </p>
              <p className="mt-1">
                {upgrade
                  ? `Smallest setup that fits: ${findPlan(upgrade.plan).name} plan on ${findCompute(upgrade.compute).name} compute.`
                  : result.binding.id === 'payload'
                    ? 'No plan accepts messages this large: send a reference, such as a row id, and fetch the rest.'
                    : 'No listed plan and compute size fits. Enterprise quotas can be raised by contract, or reduce the load as described on this page.'}
              </p>
            </>
          )}
        </div>
        {result ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Your workload against each limit</caption>
              <thead>
                <tr className="border-b border-[var(--border)] text-left">
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    Limit
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                    Your usage
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                    Limit
                  </th>
                  <th scope="col" className="py-1.5 text-right font-semibold">
                    Headroom
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.checks.map((c) => (
                  <tr key={c.id} className="border-b border-[var(--border)] last:border-0" data-limit={c.id} data-exceeded={c.exceeded || undefined}>
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                      {c.label} <span className="text-[var(--fg-muted)]">· {c.source}</span>
                      {c === result.binding ? (
                        <span className="ml-2 rounded bg-[var(--bg-soft)] px-1.5 py-0.5 text-xs font-medium ring-1 ring-[var(--border)]">
                          {result.fits ? 'closest' : 'hit first'}
                        </span>
                      ) : null}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{formatNumber(c.usage)}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">
                      {formatNumber(c.limit)} {c.unit}
                    </td>
                    <td className={`py-1.5 text-right tabular-nums ${c.exceeded ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}>
                      {c.exceeded ? `over by ${percent(-c.headroomPct / 100)}` : `${formatNumber(c.headroomPct)}%`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}
