// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mermaid } from './Mermaid';

const CHART = 'flowchart LR\n  app[App] --> gateway[API gateway]';

/** A renderer that draws with `render` and counts who holds it. */
function fakeRenderer(render: (chart: string, theme: string) => Promise<string>) {
  const holds = { taken: 0, released: 0 };
  return {
    holds,
    renderer: {
      render,
      hold: () => {
        holds.taken += 1;
        return () => void (holds.released += 1);
      },
    },
  };
}

/** An IntersectionObserver whose targets are near the viewport only after `scrollNear()`. */
let observed: { callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
function scrollNear() {
  act(() => {
    for (const { callback, observer } of observed) callback([{ isIntersecting: true } as IntersectionObserverEntry], observer);
  });
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push({ callback, observer: this as unknown as IntersectionObserver });
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  document.documentElement.classList.remove('dark');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Mermaid', () => {
  it('shows the source and loads nothing until it comes near the viewport', async () => {
    const { renderer } = fakeRenderer(async () => '<svg><text>drawn</text></svg>');
    const load = vi.fn(async () => renderer);
    const { container } = render(<Mermaid chart={CHART} load={load} />);
    expect(container.querySelector('[data-mermaid-source]')?.textContent).toBe(CHART);
    expect(load).not.toHaveBeenCalled();

    scrollNear();
    await waitFor(() => expect(container.querySelector('[data-mermaid]')?.getAttribute('data-state')).toBe('drawn'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Flowchart. Its source follows as text.' }).innerHTML).toContain('drawn');
    // The source stays available as text, inside a disclosure.
    expect(screen.getByText('Diagram source')).toBeTruthy();
  });

  it('draws with the theme of the page and again when the dark class changes', async () => {
    const render_ = vi.fn(async (_chart: string, theme: string) => `<svg data-drawn-theme="${theme}"></svg>`);
    const { renderer } = fakeRenderer(render_);
    const { container } = render(<Mermaid chart={CHART} load={async () => renderer} />);
    scrollNear();
    await waitFor(() => expect(container.querySelector('svg')?.getAttribute('data-drawn-theme')).toBe('default'));

    document.documentElement.classList.add('dark');
    await waitFor(() => expect(container.querySelector('svg')?.getAttribute('data-drawn-theme')).toBe('dark'));
    expect(container.querySelector('[data-mermaid]')?.getAttribute('data-theme')).toBe('dark');
    expect(render_).toHaveBeenLastCalledWith(CHART, 'dark');

    document.documentElement.classList.remove('dark');
    await waitFor(() => expect(container.querySelector('svg')?.getAttribute('data-drawn-theme')).toBe('default'));
  });

  it('keeps the source visible, with a note, when drawing fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { renderer } = fakeRenderer(() => Promise.reject(new Error('Parse error on line 2')));
    const { container } = render(<Mermaid chart={'flowchart LR\n  a -->'} load={async () => renderer} />);
    scrollNear();
    await screen.findByText('This diagram could not be drawn, so its source is shown instead.');
    expect(container.querySelector('[data-mermaid-source]')?.textContent).toBe('flowchart LR\n  a -->');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('falls back the same way when the renderer cannot be downloaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Mermaid chart={CHART} load={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))} />);
    scrollNear();
    await screen.findByText(/could not be drawn/);
    expect(container.querySelector('[data-mermaid-source]')?.textContent).toBe(CHART);
  });

  it('holds the renderer from its first drawing until it unmounts, through theme switches', async () => {
    const { renderer, holds } = fakeRenderer(async (_chart, theme) => `<svg data-drawn-theme="${theme}"></svg>`);
    const { container, unmount } = render(<Mermaid chart={CHART} load={async () => renderer} />);
    expect(holds.taken).toBe(0);
    scrollNear();
    await waitFor(() => expect(container.querySelector('[data-mermaid]')?.getAttribute('data-state')).toBe('drawn'));
    expect(holds).toEqual({ taken: 1, released: 0 });

    document.documentElement.classList.add('dark');
    await waitFor(() => expect(container.querySelector('svg')?.getAttribute('data-drawn-theme')).toBe('dark'));
    expect(holds).toEqual({ taken: 1, released: 0 });

    unmount();
    expect(holds).toEqual({ taken: 1, released: 1 });
  });

  it('never holds the renderer if it unmounts before the renderer has loaded', async () => {
    const { renderer, holds } = fakeRenderer(async () => '<svg></svg>');
    let loaded!: (r: typeof renderer) => void;
    const { unmount } = render(<Mermaid chart={CHART} load={() => new Promise((resolve) => (loaded = resolve))} />);
    scrollNear();
    unmount();
    await act(async () => loaded(renderer));
    expect(holds).toEqual({ taken: 0, released: 0 });
  });
});
