// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FLIGHT_QUEUE, isFlightEntry, queueFlight } from './next-export';

/**
 * Next's own reader of the queue, taken from the installed Next (next/dist/client/app-index.js):
 * `nextServerDataCallback` and the state it keeps, run as Next runs it, with the stream writer
 * stood in for by what it enqueues. If an upgrade renames or reshapes it, the extraction fails.
 */
function nextReader() {
  const source = readFileSync(createRequire(import.meta.url).resolve('next/dist/client/app-index.js'), 'utf8');
  const start = source.indexOf('function nextServerDataCallback(seg)');
  const end = source.indexOf('function isStreamErrorOrUnfinished');
  if (start < 0 || end < start) throw new Error("next/dist/client/app-index.js has no nextServerDataCallback: Next's reader of self.__next_f changed");
  const make = new Function(
    'encoder',
    `let initialServerDataBuffer, initialServerDataWriter, initialFormStateData = null;\n${source.slice(start, end)}\nreturn { read: nextServerDataCallback, buffered: () => initialServerDataBuffer };`,
  ) as (encoder: TextEncoder) => { read: (seg: unknown) => void; buffered: () => unknown[] | undefined };
  return make(new TextEncoder());
}

describe('queueFlight', () => {
  it('queues the page data as the one text entry Next 16’s reader takes after the page’s boot entry', () => {
    const win = window as unknown as Window & { [FLIGHT_QUEUE]?: unknown[] };
    // The page's own inline boot script ran: the queue holds [0].
    win[FLIGHT_QUEUE] = [[0]];
    const data = '0:{"b":"x"}\n1:"$Sreact.fragment"\n';
    queueFlight(win, data);
    const queued = win[FLIGHT_QUEUE]!;
    expect(queued).toEqual([[0], [1, data]]);
    expect(queued.every(isFlightEntry)).toBe(true);
    // Next's runtime then drains the queue through its reader: the data is buffered for React, whole.
    const reader = nextReader();
    queued.forEach(reader.read);
    expect(reader.buffered()).toEqual([data]);
    delete win[FLIGHT_QUEUE];
  });

  it('creates the queue when the runtime has not (Next’s reader then refuses it without a boot entry)', () => {
    const win = window as unknown as Window & { [FLIGHT_QUEUE]?: unknown[] };
    delete win[FLIGHT_QUEUE];
    queueFlight(win, 'x');
    expect(win[FLIGHT_QUEUE]).toEqual([[1, 'x']]);
    expect(() => nextReader().read([1, 'x'])).toThrow(/missing bootstrap script/);
    delete win[FLIGHT_QUEUE];
  });
});

describe('isFlightEntry', () => {
  it('accepts the shapes Next 16 writes and nothing else', () => {
    for (const entry of [[0], [1, 'text'], [2, null], [3, 'AAEC']]) expect(isFlightEntry(entry), JSON.stringify(entry)).toBe(true);
    for (const entry of [[], [0, 'x'], [1], [1, 2], [3, 4], [9, 'x'], '[1,"x"]', { 0: 1, 1: 'x' }])
      expect(isFlightEntry(entry), JSON.stringify(entry)).toBe(false);
  });
});
