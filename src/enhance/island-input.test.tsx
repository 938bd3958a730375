// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ISLAND_HYDRATED_EVENT } from '../dom/events';
import { installIslandInput } from './island-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An island with each kind of control the widgets have, its state shown in a status line. */
function Widget() {
  const [filter, setFilter] = useState('all');
  const [text, setText] = useState('');
  const [plan, setPlan] = useState('free');
  const [rls, setRls] = useState(false);
  const [clicks, setClicks] = useState(0);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      {['all', 'phone'].map((value) => (
        <input key={value} type="radio" name="filter" value={value} aria-label={value} checked={filter === value} onChange={() => setFilter(value)} />
      ))}
      <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
      <select aria-label="plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="free">Free</option>
        <option value="pro">Pro</option>
      </select>
      <input type="checkbox" aria-label="rls" checked={rls} onChange={(event) => setRls(event.target.checked)} />
      <button type="submit" onClick={() => setClicks((n) => n + text.length)}>
        Generate
      </button>
      <p role="status">{`${filter} ${text} ${plan} ${rls} ${clicks}`}</p>
    </form>
  );
}

let root: Root | undefined;
let uninstall: (() => void) | undefined;
const island = () => document.querySelector<HTMLElement>('[data-island]')!;
const control = <T extends Element>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
const status = () => document.querySelector('[role="status"]')!.textContent;

beforeEach(() => {
  document.body.innerHTML = `<div data-island="Widget" data-ssr>${renderToString(<Widget />)}</div>`;
  uninstall = installIslandInput(document);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  uninstall?.();
  document.body.innerHTML = '';
});

/** What IslandHost does: hydrate, then announce it after React's commit. */
async function hydrate() {
  await act(async () => {
    root = hydrateRoot(island(), <Widget />);
  });
  island().dataset.islandMounted = '';
  act(() => {
    island().dispatchEvent(new CustomEvent(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  });
}

describe('input made before an island hydrates', () => {
  it('is given to the island once it has hydrated: radio, text, select, check box, then the clicks in order', async () => {
    control<HTMLInputElement>('phone').click();
    control<HTMLInputElement>('text').value = 'abc';
    control<HTMLSelectElement>('plan').value = 'pro';
    control<HTMLInputElement>('rls').click();
    // The button's click is held: no native submit of the form while it has no handler.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(status()).toBe('all  free false 0');
    await hydrate();
    // The island's state is what the reader sees: the click ran after the text was given.
    expect(status()).toBe('phone abc pro true 3');
    expect(control<HTMLInputElement>('phone').checked).toBe(true);
    expect(control<HTMLInputElement>('all').checked).toBe(false);
    expect(control<HTMLInputElement>('text').value).toBe('abc');
  });

  it('leaves the clicks in an island that is never hydrated alone', () => {
    island().dataset.hydrate = 'never';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('replays nothing when the reader did nothing, and leaves later clicks to the island', async () => {
    await hydrate();
    expect(status()).toBe('all  free false 0');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      control<HTMLInputElement>('phone').dispatchEvent(click);
    });
    expect(status()).toBe('phone  free false 0');
  });
});
