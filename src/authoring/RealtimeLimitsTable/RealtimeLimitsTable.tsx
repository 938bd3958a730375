import { computeSizes, plans, RLS_COST_FACTOR, rlsMessagesPerSecond } from '../realtime-limits/limits';
import { explanation, formatCount as n } from './text';

/** Plinth's Realtime quotas per plan and capacity per compute size, from the same data as the estimator. */
export function RealtimeLimitsTable() {
  return (
    <div data-widget-static="realtime limits table">
      <table>
        <caption className="sr-only">Realtime quotas per plan</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Concurrent clients</th>
            <th scope="col">Messages per second</th>
            <th scope="col">Channel joins per second</th>
            <th scope="col">Max payload</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((p) => (
            <tr key={p.id} data-plan={p.id}>
              <th scope="row">{p.name}</th>
              <td>
                {n(p.concurrentClients)}
                {p.negotiable ? '+' : ''}
              </td>
              <td>
                {n(p.messagesPerSecond)}
                {p.negotiable ? '+' : ''}
              </td>
              <td>
                {n(p.channelJoinsPerSecond)}
                {p.negotiable ? '+' : ''}
              </td>
              <td>{n(p.maxPayloadKb)} KB</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4">{explanation(RLS_COST_FACTOR)}</p>
      <table className="mt-4">
        <caption className="sr-only">Realtime capacity per compute size</caption>
        <thead>
          <tr>
            <th scope="col">Compute size</th>
            <th scope="col">Plans</th>
            <th scope="col">Concurrent clients</th>
            <th scope="col">Messages per second</th>
            <th scope="col">Messages per second with RLS</th>
          </tr>
        </thead>
        <tbody>
          {computeSizes.map((c) => (
            <tr key={c.id} data-compute={c.id}>
              <th scope="row">{c.name}</th>
              <td>{c.plans.map((id) => plans.find((p) => p.id === id)?.name ?? id).join(', ')}</td>
              <td>{n(c.concurrentClients)}</td>
              <td>{n(c.messagesPerSecond)}</td>
              <td>{n(rlsMessagesPerSecond(c))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
