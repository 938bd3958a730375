// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Estimator from './Estimator';

const verdict = () => screen.getByRole('status');

describe('RealtimeLimitsEstimator', () => {
  it('starts with a workload that fits and names the closest limit', () => {
    render(<Estimator />);
    expect(verdict().textContent).toContain('Fits the Pro plan on Micro compute.');
    expect(verdict().textContent).toContain('Messages per second (Micro compute): 600 of 1,000 messages/s, 40% headroom');
  });

  it('reports the limit hit first and the smallest setup that fits', async () => {
    const user = userEvent.setup();
    render(<Estimator />);
    const clients = screen.getByRole('textbox', { name: 'Concurrent clients' });
    await user.clear(clients);
    await user.type(clients, '6000');
    expect(verdict().textContent).toContain('Does not fit the Pro plan on Micro compute.');
    expect(verdict().textContent).toContain('Hit first: Messages per second (Micro compute): 12,000 of 1,000 messages/s (1,200% of the limit)');
    expect(verdict().textContent).toContain('Smallest setup that fits: Enterprise plan on XL compute.');
    const row = document.querySelector('[data-limit="planClients"]')!;
    expect(within(row as HTMLElement).getByText('over by 20%')).toBeTruthy();
  });

  it('applies the RLS cost and the per-plan compute choices', async () => {
    const user = userEvent.setup();
    render(<Estimator />);
    await user.click(screen.getByRole('checkbox', { name: 'Messages go through row-level security' }));
    expect(verdict().textContent).toContain('Messages per second with RLS (Micro compute): 600 of 250 messages/s');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'free');
    const compute = screen.getByRole('combobox', { name: 'Compute size' }) as HTMLSelectElement;
    expect([...compute.options].map((o) => o.value)).toEqual(['nano']);
    expect(verdict().textContent).toContain('Does not fit the Free plan on Nano compute.');
  });

  it('switches between per-client and total messages', async () => {
    const user = userEvent.setup();
    render(<Estimator />);
    await user.click(screen.getByRole('radio', { name: 'Total, all clients' }));
    // 2 messages per second in total instead of 600: clients are now the closest limit.
    const row = document.querySelector('[data-limit="planMessages"]') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('2');
    expect(verdict().textContent).toContain('Closest limit: Concurrent clients (Micro compute): 300 of 1,000 clients, 70% headroom');
  });

  it('explains invalid input next to the field', async () => {
    const user = userEvent.setup();
    render(<Estimator />);
    const payload = screen.getByRole('textbox', { name: 'Largest payload (KB)' });
    await user.clear(payload);
    await user.type(payload, '-5');
    expect(payload.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The payload size cannot be negative.')).toBeTruthy();
    expect(verdict().textContent).toBe('Correct the highlighted fields to see the estimate.');
  });
});
