// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPageSlots, pageSlotsNow, partsOf, prefetchPage, rememberCurrentPage, slotsOf, withPageSlots } from './page-fetch';

const page = (n: number) =>
  `<html><body><main><div data-slot="intro" data-slot-filled=""><p>Intro ${n}</p></div><h2>A</h2><div data-slot="section-a" data-slot-filled=""><section id="a">Item <b>a</b></section></div></main><script>self.__next_f.push([1,"<div data-slot=\\"x\\">"])</script></body></html>`;
let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const n = Number(/(\d+)$/.exec(url)?.[1] ?? 0);
    return url.includes('missing') ? new Response('', { status: 404 }) : new Response(page(n));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('slots of a fetched page', () => {
  it('reads every slot of a page, by id, as HTML (and nothing quoted in a script)', () => {
    expect([...slotsOf(page(1))]).toEqual([
      ['intro', ['<p>Intro 1</p>']],
      ['section-a', ['<section id="a">Item <b>a</b></section>']],
    ]);
  });

  it('splits a slot at its top-level blocks, and the parts joined are the slot’s HTML exactly', () => {
    const doc = new DOMParser().parseFromString(
      '<div id="s">\n<p>One &amp; <b>two</b></p>\n<!-- note --><h2 id="x">A &lt;heading&gt;</h2> <figure><pre>a\n  b</pre></figure>\ntail &lt; end</div><div id="t">only text &amp; more</div><div id="e"></div>',
      'text/html',
    );
    const s = doc.getElementById('s')!;
    const parts = partsOf(s);
    expect(parts).toEqual([
      '\n<p>One &amp; <b>two</b></p>',
      '\n<!-- note --><h2 id="x">A &lt;heading&gt;</h2>',
      ' <figure><pre>a\n  b</pre></figure>\ntail &lt; end',
    ]);
    expect(parts.join('')).toBe(s.innerHTML);
    expect(partsOf(doc.getElementById('t')!)).toEqual(['only text &amp; more']);
    expect(partsOf(doc.getElementById('e')!)).toEqual([]);
  });

  it('fetches a page once for all its slots, and once again only after it was evicted', async () => {
    prefetchPage('/reference/p1#a');
    const [a, b] = await Promise.all([fetchPageSlots('/reference/p1'), fetchPageSlots('/reference/p1?x=1')]);
    expect(a).toBe(b);
    expect(a.get('intro')).toEqual(['<p>Intro 1</p>']);
    expect(requests).toEqual(['/reference/p1']);
    for (let n = 2; n <= 13; n++) await fetchPageSlots(`/reference/p${n}`);
    await fetchPageSlots('/reference/p1');
    expect(requests.filter((r) => r === '/reference/p1')).toHaveLength(2);
  });

  it('reads a prefetched page when the browser is idle, not while a navigation may be drawing, and only once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    prefetchPage('/guides/p21');
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(requests).toEqual(['/guides/p21']);
    expect(parse).not.toHaveBeenCalled();
    idle.shift()!();
    const slots = await fetchPageSlots('/guides/p21');
    expect(slots.get('intro')).toEqual(['<p>Intro 21</p>']);
    expect(parse).toHaveBeenCalledTimes(1);
    // A click before the idle time reads the page at once; the idle read then finds it done.
    prefetchPage('/guides/p22');
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect((await fetchPageSlots('/guides/p22')).get('intro')).toEqual(['<p>Intro 22</p>']);
    idle.shift()!();
    await Promise.resolve();
    expect(parse).toHaveBeenCalledTimes(2);
    expect(requests).toEqual(['/guides/p21', '/guides/p22']);
    parse.mockRestore();
  });

  it('gives a prefetched page’s slots at once, in the same task, once its HTML has arrived; nothing before', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(pageSlotsNow('/guides/p31')).toBeUndefined();
    prefetchPage('/guides/p31');
    expect(pageSlotsNow('/guides/p31')).toBeUndefined();
    await vi.waitFor(() => expect(pageSlotsNow('/guides/p31#x')?.get('intro')).toEqual(['<p>Intro 31</p>']));
    // Read once, whichever way it is asked for.
    expect(await fetchPageSlots('/guides/p31')).toBe(pageSlotsNow('/guides/p31'));
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('keeps the page the reader landed on, fetched when the browser is idle, so a step back to it is written at once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    history.replaceState(null, '', '/guides/p41#section');
    rememberCurrentPage();
    expect(requests).toEqual([]);
    idle.shift()!();
    expect(requests).toEqual(['/guides/p41']);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    await vi.waitFor(() => expect(pageSlotsNow('/guides/p41')?.get('intro')).toEqual(['<p>Intro 41</p>']));
  });

  it('forgets a page that failed, so the next try fetches it again', async () => {
    await expect(fetchPageSlots('/missing')).rejects.toThrow('/missing: 404');
    await expect(fetchPageSlots('/missing')).rejects.toThrow();
    expect(requests).toEqual(['/missing', '/missing']);
  });

  it('gives a slot user the slots in its own task when the page is there, else when it arrives, and drops a late answer', async () => {
    await fetchPageSlots('/guides/p51');
    const now: string[] = [];
    withPageSlots(
      '/guides/p51',
      (slots) => now.push(slots.get('intro')![0]!),
      () => now.push('failed'),
    );
    expect(now).toEqual(['<p>Intro 51</p>']);

    const later: string[] = [];
    withPageSlots(
      '/guides/p52',
      (slots) => later.push(slots.get('intro')![0]!),
      () => later.push('failed'),
    );
    expect(later).toEqual([]);
    await vi.waitFor(() => expect(later).toEqual(['<p>Intro 52</p>']));

    const dropped: string[] = [];
    withPageSlots(
      '/guides/p53',
      () => dropped.push('used'),
      () => dropped.push('failed'),
    )();
    await fetchPageSlots('/guides/p53');
    await new Promise((r) => setTimeout(r));
    expect(dropped).toEqual([]);
  });

  it('tells a slot user the page failed when it cannot be fetched, or when the user throws on what it got', async () => {
    const missing: string[] = [];
    withPageSlots(
      '/missing',
      () => missing.push('used'),
      () => missing.push('failed'),
    );
    await vi.waitFor(() => expect(missing).toEqual(['failed']));

    await fetchPageSlots('/guides/p54');
    const thrown: string[] = [];
    withPageSlots(
      '/guides/p54',
      () => {
        throw new Error('no slot');
      },
      () => thrown.push('failed'),
    );
    expect(thrown).toEqual(['failed']);
  });
});
