// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mermaidConfigFor, openFrame } from './render';

/**
 * happy-dom loads no frame, so `<iframe>` is a div with a window and a document of its own. The
 * frame document's head is an inert fragment (a template's), so the frame module's script is never
 * run: the tests fire its load or error event.
 */
let frames: { element: HTMLElement; window: { plinthRender?: unknown }; document: { head: DocumentFragment } }[] = [];
beforeEach(() => {
  frames = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    if (tag !== 'iframe') return create(tag);
    const head = (create('template') as HTMLTemplateElement).content;
    const frame = { element: create('div'), window: {}, document: { head, createElement: create } };
    Object.defineProperties(frame.element, { contentWindow: { value: frame.window }, contentDocument: { value: frame.document } });
    frames.push(frame);
    return frame.element;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const scriptOf = (frame: (typeof frames)[number]) => frame.document.head.querySelector('script')!;

describe('openFrame', () => {
  it('adds the frame module to a frame that is laid out off-screen and hidden from assistive tech', async () => {
    const opening = openFrame();
    const [frame] = frames;
    expect(frame!.element.isConnected).toBe(true);
    expect(frame!.element.getAttribute('aria-hidden')).toBe('true');
    expect(frame!.element.tabIndex).toBe(-1);
    // Laid out at a real size (mermaid measures text), never display: none.
    expect(frame!.element.style.display).not.toBe('none');
    expect(frame!.element.style.width).toBe('1024px');
    expect(frame!.element.style.left).toBe('-10000px');
    const script = scriptOf(frame!);
    expect(script.type).toBe('module');
    expect(new URL(script.src).pathname).toBe('/vendor/mermaid/frame.mjs');

    const draw = vi.fn(async (_config: string, id: string) => `<svg id="${id}"></svg>`);
    frame!.window.plinthRender = draw;
    script.dispatchEvent(new Event('load'));
    const opened = await opening;

    expect(await opened.render(mermaidConfigFor('dark'), 'plinth-diagram-1', 'flowchart LR')).toBe('<svg id="plinth-diagram-1"></svg>');
    // The configuration crosses as JSON: mermaid makes its own objects of it, in its own realm.
    expect(draw).toHaveBeenCalledWith(JSON.stringify(mermaidConfigFor('dark')), 'plinth-diagram-1', 'flowchart LR');
    opened.remove();
    expect(frame!.element.isConnected).toBe(false);
  });

  it('turns an error of the frame into an Error of the page, with its message', async () => {
    const opening = openFrame();
    const [frame] = frames;
    // What a rejection from another realm looks like here: not `instanceof Error`.
    frame!.window.plinthRender = () => Promise.reject({ message: 'Parse error on line 2' });
    scriptOf(frame!).dispatchEvent(new Event('load'));
    const error = await (await opening).render({}, 'id', 'flowchart LR\n  a -->').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Parse error on line 2');
  });

  it('rejects, and removes the frame, when the module cannot be loaded', async () => {
    const opening = openFrame();
    const [frame] = frames;
    scriptOf(frame!).dispatchEvent(new Event('error'));
    await expect(opening).rejects.toThrow('The diagram renderer could not be loaded');
    expect(frame!.element.isConnected).toBe(false);
  });

  it('rejects when the module loaded but did not define its render function', async () => {
    const opening = openFrame();
    const [frame] = frames;
    scriptOf(frame!).dispatchEvent(new Event('load'));
    await expect(opening).rejects.toThrow('did not start');
    expect(frame!.element.isConnected).toBe(false);
  });

  it('rejects, rather than waiting for ever, when the module takes too long', async () => {
    vi.useFakeTimers();
    const opening = openFrame(document, 5_000);
    const [frame] = frames;
    const result = opening.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(String(await result)).toContain('did not load within 5 s');
    expect(frame!.element.isConnected).toBe(false);
    // A load after the timeout changes nothing.
    frame!.window.plinthRender = async () => '<svg></svg>';
    scriptOf(frame!).dispatchEvent(new Event('load'));
  });
});
