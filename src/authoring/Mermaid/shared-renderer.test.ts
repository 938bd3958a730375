import { describe, expect, it, vi } from 'vitest';
import { createSharedRenderer, type Frame } from './shared-renderer';

/** Frames that draw `<svg id theme chart>` and record what happened to them. */
function fakeFrames({ failOpen = false } = {}) {
  const frames: { removed: boolean; drawn: string[] }[] = [];
  const open = vi.fn(async (): Promise<Frame> => {
    if (failOpen) throw new Error('could not load');
    const record = { removed: false, drawn: [] as string[] };
    frames.push(record);
    return {
      async render(config, id, chart) {
        const theme = (config as { theme: string }).theme;
        record.drawn.push(id);
        if (chart === 'broken') throw new Error('Parse error');
        return `<svg id="${id}" data-theme="${theme}">${chart}</svg>`;
      },
      remove: () => void (record.removed = true),
    };
  });
  return { frames, open };
}

const configFor = (theme: string) => ({ theme });
/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('createSharedRenderer', () => {
  it('opens no frame until the first drawing, then one frame for every drawing', async () => {
    const { frames, open } = fakeFrames();
    const renderer = createSharedRenderer(open, configFor);
    const release = renderer.hold();
    expect(open).not.toHaveBeenCalled();

    const [a, b] = await Promise.all([renderer.render('a', 'default'), renderer.render('b', 'dark')]);
    expect(a).toBe('<svg id="plinth-diagram-1" data-theme="default">a</svg>');
    expect(b).toBe('<svg id="plinth-diagram-2" data-theme="dark">b</svg>');
    expect(open).toHaveBeenCalledTimes(1);
    expect(frames[0]!.removed).toBe(false);
    release();
  });

  it('draws one chart at a time: mermaid is configured globally', async () => {
    let running = 0;
    let most = 0;
    const open = async (): Promise<Frame> => ({
      async render(_config, id) {
        running += 1;
        most = Math.max(most, running);
        await settle();
        running -= 1;
        return id;
      },
      remove: () => undefined,
    });
    const renderer = createSharedRenderer(open, configFor);
    await Promise.all([renderer.render('a', 'default'), renderer.render('b', 'dark'), renderer.render('c', 'default')]);
    expect(most).toBe(1);
  });

  it('removes the frame when the last holder lets go, and opens a new one for the next drawing', async () => {
    const { frames, open } = fakeFrames();
    const renderer = createSharedRenderer(open, configFor);
    const first = renderer.hold();
    const second = renderer.hold();
    await renderer.render('a', 'default');

    first();
    first(); // letting go twice counts once
    await settle();
    expect(frames[0]!.removed).toBe(false);
    second();
    await settle();
    expect(frames[0]!.removed).toBe(true);

    const again = renderer.hold();
    // Ids go on across frames: the drawings share one page.
    expect(await renderer.render('b', 'default')).toContain('id="plinth-diagram-2"');
    expect(frames).toHaveLength(2);
    again();
    await settle();
    expect(frames[1]!.removed).toBe(true);
  });

  it('keeps the frame for a drawing under way when the last holder lets go', async () => {
    const { frames, open } = fakeFrames();
    const renderer = createSharedRenderer(open, configFor);
    const release = renderer.hold();
    const drawing = renderer.render('a', 'default');
    release();
    await settle();
    expect(await drawing).toContain('>a</svg>');
    await settle();
    expect(frames).toHaveLength(1);
    expect(frames[0]!.removed).toBe(true);
  });

  it('rejects when the frame cannot be opened, and tries again on the next drawing', async () => {
    const failing = fakeFrames({ failOpen: true });
    const renderer = createSharedRenderer(failing.open, configFor);
    const release = renderer.hold();
    await expect(renderer.render('a', 'default')).rejects.toThrow('could not load');
    await expect(renderer.render('a', 'dark')).rejects.toThrow('could not load');
    expect(failing.open).toHaveBeenCalledTimes(2);
    release();
    await settle();
  });

  it('goes on drawing after a chart that fails', async () => {
    const { frames, open } = fakeFrames();
    const renderer = createSharedRenderer(open, configFor);
    const release = renderer.hold();
    await expect(renderer.render('broken', 'default')).rejects.toThrow('Parse error');
    expect(await renderer.render('a', 'default')).toContain('>a</svg>');
    expect(frames).toHaveLength(1);
    release();
  });
});
