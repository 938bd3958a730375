// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, BATCH, FIRST_BATCH, SMALL_SLOT, writeSlot } from './slot-writer';

/** Twenty blocks of a long page, 100 px each: happy-dom lays nothing out, so the slot's geometry is faked. */
const parts = Array.from({ length: 20 }, (_, n) => `\n<p id="b${n}">Block ${n} ${'words '.repeat(300)}</p>`);

/** A slot whose top is at `top` px in a viewport of 800 px, growing 100 px per block written. */
function slotAt(top: number) {
  const slot = document.createElement('div');
  document.body.append(slot);
  const measured: number[] = [];
  slot.getClientRects = () => [new DOMRect(0, top, 600, 1)] as unknown as DOMRectList;
  slot.getBoundingClientRect = () => {
    const height = slot.querySelectorAll('p').length * 100;
    measured.push(slot.children.length);
    return new DOMRect(0, top, 600, height);
  };
  return { slot, measured };
}

/** Collects the rest instead of waiting for frames. */
function manualLater() {
  const tasks: (() => void)[] = [];
  const cancelled: boolean[] = [];
  return {
    tasks,
    cancelled,
    later: (task: () => void) => {
      tasks.push(task);
      const n = cancelled.push(false) - 1;
      return () => (cancelled[n] = true);
    },
  };
}

// Every slot below is measured against a viewport 800 px tall.
beforeEach(() => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('writing a slot first screen first', () => {
  it('writes blocks in batches until they reach past the viewport, and the rest later, announcing each', () => {
    const { slot, measured } = slotAt(150);
    const { tasks, later } = manualLater();
    const written = vi.fn();
    writeSlot(slot, parts, { whole: false, written, later });
    // 150 px of shell above, 100 px a block: 6 blocks reach 750 px, 10 reach 1150 px > 800 px.
    expect([FIRST_BATCH, BATCH]).toEqual([6, 4]);
    expect(slot.children.length).toBe(10);
    // Measured only once blocks are in: never the empty slot (a layout of the page without its content).
    expect(measured).toEqual([6, 10]);
    expect(written).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(written).toHaveBeenCalledTimes(2);
    // In order, once each, and exactly the page's HTML.
    expect(slot.innerHTML).toBe(parts.join(''));
  });

  it('writes a page that fits in the first screen whole, with nothing left for later', () => {
    const { slot, measured } = slotAt(150);
    const { tasks, later } = manualLater();
    const written = vi.fn();
    writeSlot(slot, parts.slice(0, 9), { whole: false, written, later });
    expect(slot.innerHTML).toBe(parts.slice(0, 9).join(''));
    expect(measured).toEqual([6, 9]);
    expect(written).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(0);
  });

  it('writes a short slot (a sidebar) at once without measuring, wherever it is', () => {
    const { slot, measured } = slotAt(900);
    const { tasks, later } = manualLater();
    const short = Array.from({ length: 12 }, (_, n) => `<li>Entry ${n}</li>`);
    expect(short.join('').length).toBeLessThanOrEqual(SMALL_SLOT);
    writeSlot(slot, short, { whole: false, written: () => undefined, later });
    expect(slot.innerHTML).toBe(short.join(''));
    expect(measured).toEqual([]);
    expect(tasks).toHaveLength(0);
  });

  it('writes everything at once when asked to (a fragment, a step in history)', () => {
    const { slot, measured } = slotAt(150);
    const { tasks, later } = manualLater();
    const written = vi.fn();
    writeSlot(slot, parts, { whole: true, written, later });
    expect(slot.innerHTML).toBe(parts.join(''));
    expect(measured).toEqual([]);
    expect(written).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(0);
  });

  it('writes a slot that starts below the viewport with its first batch now and the rest later', () => {
    const { slot, measured } = slotAt(900);
    const { tasks, later } = manualLater();
    const written = vi.fn();
    writeSlot(slot, parts, { whole: false, written, later });
    expect(slot.children.length).toBe(FIRST_BATCH);
    expect(measured).toEqual([FIRST_BATCH]);
    expect(written).toHaveBeenCalledTimes(1);
    tasks[0]!();
    expect(slot.innerHTML).toBe(parts.join(''));
    expect(written).toHaveBeenCalledTimes(2);
  });

  it('writes everything at once in a hidden page (no frame to wait for) and in a slot that is not displayed', () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { slot } = slotAt(150);
    const { tasks, later } = manualLater();
    writeSlot(slot, parts, { whole: false, written: () => undefined, later });
    expect(slot.innerHTML).toBe(parts.join(''));
    hidden.mockRestore();
    // A closed section of the page (display: none): checkVisibility says so without a layout.
    const undisplayed = document.createElement('div');
    undisplayed.style.display = 'none';
    document.body.append(undisplayed);
    undisplayed.getBoundingClientRect = () => {
      throw new Error('measured a slot that is not displayed');
    };
    writeSlot(undisplayed, parts, { whole: false, written: () => undefined, later });
    expect(undisplayed.innerHTML).toBe(parts.join(''));
    expect(tasks).toHaveLength(0);
  });

  it('cancels the rest when the page is left before it is written', () => {
    const { slot } = slotAt(150);
    const { cancelled, later } = manualLater();
    const cancel = writeSlot(slot, parts, { whole: false, written: () => undefined, later });
    cancel();
    expect(cancelled).toEqual([true]);
  });
});

describe('afterFirstPaint', () => {
  it('runs in the frame after the next, and not at all once cancelled', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => undefined));
    const task = vi.fn();
    afterFirstPaint(task);
    frames[0]!(0);
    expect(task).not.toHaveBeenCalled();
    frames[1]!(16);
    expect(task).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    const cancel = afterFirstPaint(other);
    frames[2]!(32);
    cancel();
    frames[3]!(48);
    expect(other).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
