// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyPageButton } from './shell/CopyPageButton';
import { COPIED_FEEDBACK_MS } from './use-copy';

describe('copy feedback (CopyPageButton on the shared useCopy)', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const click = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
  };

  it('copies the fetched Markdown and says Copied for exactly one second', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('# Sessions')));
    render(<CopyPageButton markdownUrl="/guides/auth/sessions.md" />);
    await click();
    expect(writeText).toHaveBeenCalledWith('# Sessions');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('Copy page as Markdown');
  });

  it('says Copy failed for one second when the page cannot be fetched, and copies nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('missing', { status: 404 })));
    render(<CopyPageButton markdownUrl="/guides/missing.md" />);
    await click();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button').textContent).toBe('Copy failed');
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS));
    expect(screen.getByRole('button').textContent).toBe('Copy page as Markdown');
  });
});
