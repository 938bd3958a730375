import { describe, expect, it } from 'vitest';
import { BENCH_END, BENCH_START, cpuProbe, lighthouseCells, median, percentile, recordScript, withBenchSection, type LighthouseRun } from './bench-stats';

describe('percentile', () => {
  it('is the nearest-rank value: of 20 values, the 95th is the 19th smallest', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('median', () => {
  it('is the middle value whatever the order, and NaN for nothing', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([340, 60, 80, 70, 90, 75, 65])).toBe(75);
    expect(median([])).toBeNaN();
  });
});

describe('cpuProbe', () => {
  it('takes longer for more work', () => {
    const small = Math.min(cpuProbe(200_000), cpuProbe(200_000));
    const large = Math.min(cpuProbe(20_000_000), cpuProbe(20_000_000));
    expect(large).toBeGreaterThan(small * 5);
  });
});

describe('lighthouseCells', () => {
  const run = (score: number, tbtMs: number, probeMs: number, cls = 0): LighthouseRun => ({ score, lcpMs: 1200, tbtMs, cls, probeMs, benchmarkIndex: 1500 });

  it('lists every run beside each median, so one slow run shows as one', () => {
    const cells = lighthouseCells([run(0.99, 80, 120), run(0.87, 460, 310), run(0.98, 95, 125)]);
    expect(cells[0]).toBe('0.98 (runs: 0.99, 0.87, 0.98)');
    expect(cells[2]).toBe('95 ms (runs: 80, 460, 95)');
    expect(cells[4]).toBe('125 ms (runs: 120, 310, 125)');
    expect(cells[5]).toBe('1500 (runs: 1500, 1500, 1500)');
  });

  it('reports the worst layout shift, not the median', () => {
    expect(lighthouseCells([run(1, 0, 100), run(1, 0, 100, 0.02), run(1, 0, 100)])[3]).toBe('0.020 (worst run)');
  });
});

describe('withBenchSection', () => {
  const history = '# Benchmarks\n\nIntro.\n\n## 2026-11-27\n\nSide-by-side figures.\n';

  it('adds the report before the first section the first time, keeping the history', () => {
    const doc = withBenchSection(history, '## `npm run bench`\n\nrun 1');
    expect(doc).toBe(`# Benchmarks\n\nIntro.\n\n${BENCH_START}\n## \`npm run bench\`\n\nrun 1\n${BENCH_END}\n\n## 2026-11-27\n\nSide-by-side figures.\n`);
  });

  it('replaces its own section on the next run and nothing else', () => {
    const once = withBenchSection(history, 'run 1');
    const twice = withBenchSection(once, 'run 2');
    expect(twice).toContain('run 2');
    expect(twice).not.toContain('run 1');
    expect(twice.replace(/<!-- npm run bench: start -->[\s\S]*<!-- npm run bench: end -->\n\n/, '')).toBe(history);
  });

  it('refuses a file whose markers are broken instead of overwriting it', () => {
    expect(() => withBenchSection(`${history}${BENCH_END}\n${BENCH_START}\n`, 'run')).toThrow(/must both be there, in that order/);
    expect(() => withBenchSection(`${history}${BENCH_START}\n`, 'run')).toThrow(/markers/);
  });
});

describe('recordScript', () => {
  it('counts a script the runtime loader fetched and then ran from the cache once, at its network size', () => {
    const scripts = new Map<string, number>();
    recordScript(scripts, 'http://x/_next/static/chunks/a.js', 'fetch', 4000);
    recordScript(scripts, 'http://x/_next/static/chunks/a.js', 'script', -1);
    recordScript(scripts, 'http://x/_static/enhance.js', 'script', 8300);
    recordScript(scripts, 'http://x/guides/auth/sessions.txt', 'fetch', 9000);
    recordScript(scripts, 'http://x/_static/app.css', 'stylesheet', 9000);
    expect([...scripts.entries()]).toEqual([
      ['http://x/_next/static/chunks/a.js', 4000],
      ['http://x/_static/enhance.js', 8300],
    ]);
  });

  it('never counts a negative size', () => {
    const scripts = new Map<string, number>();
    recordScript(scripts, 'http://x/b.js', 'script', -5000);
    expect(scripts.get('http://x/b.js')).toBe(0);
  });
});
