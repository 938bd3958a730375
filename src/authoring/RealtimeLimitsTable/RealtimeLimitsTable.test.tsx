// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeSizes, plans, rlsMessagesPerSecond } from '../realtime-limits/limits';
import { RealtimeLimitsTable } from './RealtimeLimitsTable';

describe('RealtimeLimitsTable', () => {
  it('renders every plan and compute size from the same data as the estimator', () => {
    render(<RealtimeLimitsTable />);
    const [planTable, computeTable] = screen.getAllByRole('table');
    for (const p of plans) {
      const row = within(planTable!).getByRole('rowheader', { name: p.name }).closest('tr')!;
      expect(row.textContent).toContain(p.concurrentClients.toLocaleString('en-US'));
      expect(row.textContent).toContain(`${p.maxPayloadKb.toLocaleString('en-US')} KB`);
    }
    for (const c of computeSizes) {
      const row = within(computeTable!).getByRole('rowheader', { name: c.name }).closest('tr')!;
      expect(row.textContent).toContain(rlsMessagesPerSecond(c).toLocaleString('en-US'));
    }
  });
});
