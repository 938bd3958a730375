// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPointerRest } from './hover-intent';

let rested: string[];
let stop: () => void;
const linkOf = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]') ?? undefined;
const move = (from: Element | null, to: Element) => {
  from?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: to }));
  to.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: from }));
};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<p id="text">Text</p><a id="a" href="/a">A <b id="icon">→</b></a><a id="b" href="/b">B</a>';
  rested = [];
  stop = onPointerRest(document, linkOf, (link) => rested.push(link.id), 60);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const $ = (id: string) => document.getElementById(id)!;

describe('resting the pointer on a link', () => {
  it('calls back after the pointer has rested for the time given, once', () => {
    move($('text'), $('a'));
    vi.advanceTimersByTime(59);
    expect(rested).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(rested).toEqual(['a']);
    vi.advanceTimersByTime(1000);
    expect(rested).toEqual(['a']);
  });

  it('does nothing for links the pointer crosses on its way elsewhere', () => {
    move($('text'), $('a'));
    vi.advanceTimersByTime(30);
    move($('a'), $('b'));
    vi.advanceTimersByTime(30);
    move($('b'), $('text'));
    vi.advanceTimersByTime(1000);
    expect(rested).toEqual([]);
  });

  it('counts moving onto a part of the same link as resting on it', () => {
    move($('text'), $('a'));
    vi.advanceTimersByTime(40);
    move($('a'), $('icon'));
    vi.advanceTimersByTime(20);
    expect(rested).toEqual(['a']);
  });

  it('stops listening when cleaned up, a pending rest included', () => {
    move($('text'), $('a'));
    stop();
    vi.advanceTimersByTime(100);
    move($('text'), $('b'));
    vi.advanceTimersByTime(100);
    expect(rested).toEqual([]);
  });
});
