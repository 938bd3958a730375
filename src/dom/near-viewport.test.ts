// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from './fake-observer.test-helpers';
import { NEAR_VIEWPORT_MARGIN, isNearViewport, watchNearViewport } from './near-viewport';

describe('near the viewport', () => {
  it('counts a box within 400 px above or below an 800 px screen, and nothing further', () => {
    expect(isNearViewport({ top: 1150, bottom: 1300 }, 800)).toBe(true);
    expect(isNearViewport({ top: 1201, bottom: 1300 }, 800)).toBe(false);
    expect(isNearViewport({ top: -600, bottom: -400 }, 800)).toBe(true);
    expect(isNearViewport({ top: -600, bottom: -401 }, 800)).toBe(false);
    expect(isNearViewport({ top: 2300, bottom: 2500 }, 800, 1500)).toBe(true);
  });
});

describe('watchNearViewport', () => {
  beforeEach(() => FakeObserver.install());
  afterEach(() => FakeObserver.live.clear());

  it('reports each element once when it comes near, with the shared margin unless told another', () => {
    const onNear = vi.fn();
    const watch = watchNearViewport(onNear);
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    watch.observe(a);
    watch.observe(b);
    expect([...FakeObserver.live][0]?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    FakeObserver.report(a, false);
    expect(onNear).not.toHaveBeenCalled();
    FakeObserver.report(a);
    FakeObserver.report(a);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(onNear).toHaveBeenCalledWith(a);
    watch.unobserve(b);
    FakeObserver.report(b);
    expect(onNear).toHaveBeenCalledTimes(1);
    watchNearViewport(() => {}, { margin: '1500px 0px' });
    expect([...FakeObserver.live][1]?.options?.rootMargin).toBe('1500px 0px');
  });

  it('with again, reports each approach until the element is unobserved', () => {
    const onNear = vi.fn();
    const watch = watchNearViewport(onNear, { again: true });
    const a = document.createElement('div');
    watch.observe(a);
    FakeObserver.report(a);
    FakeObserver.report(a, false);
    FakeObserver.report(a);
    expect(onNear).toHaveBeenCalledTimes(2);
    watch.unobserve(a);
    FakeObserver.report(a);
    expect(onNear).toHaveBeenCalledTimes(2);
  });

  it('reports nothing after stop, even for an element in the same batch, and leaves no observer', () => {
    const seen: Element[] = [];
    const watch = watchNearViewport((element) => {
      seen.push(element);
      watch.stop();
    });
    const a = document.createElement('div');
    watch.observe(a);
    FakeObserver.report(a);
    watch.observe(document.createElement('p'));
    expect(seen).toEqual([a]);
    expect(FakeObserver.live.size).toBe(0);
  });
});
