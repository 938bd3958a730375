import { describe, expect, it } from 'vitest';
import { runtimeData } from './runtime-defer';

describe('runtimeData', () => {
  it('accepts only a list of the site’s own /_next/ scripts', () => {
    expect(runtimeData('{"scripts":["/_next/a.js"]}')).toEqual({ scripts: ['/_next/a.js'] });
    expect(runtimeData('{"scripts":["https://evil.example/a.js"]}')).toBeUndefined();
    expect(runtimeData('{"scripts":"/_next/a.js"}')).toBeUndefined();
    expect(runtimeData('{"scripts":["/_next/a.js"],"flight":"/guides/a.txt"}')).toEqual({ scripts: ['/_next/a.js'], flight: '/guides/a.txt' });
    for (const flight of ['//evil.example/a.txt', 'https://evil.example/a.txt', '/\\\\evil.example/a.txt', '/guides/a.js', 3]) {
      expect(runtimeData(JSON.stringify({ scripts: ['/_next/a.js'], flight })), String(flight)).toBeUndefined();
    }
    expect(runtimeData('not json')).toBeUndefined();
    expect(runtimeData(null)).toBeUndefined();
  });
});
