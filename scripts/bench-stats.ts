/**
 * What `npm run bench` and `npm run bench:nav` share: the median they report, the CPU probe taken
 * beside every measurement, the Lighthouse row (every run listed, not only the median) and where
 * the report goes in docs/benchmarks.md. Pure apart from `cpuProbe`'s clock, so it is unit-tested.
 */

/** The middle value (the upper middle of an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** The nearest-rank percentile `p` (0–100]: the smallest value at least p% of the values are at or under; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

/**
 * A fixed JS workload, timed: milliseconds to run it (lower is a faster machine). Taken before
 * each Lighthouse run, it shows how fast this shared machine was at that moment, since the
 * figures of our main-thread work move with it (Starlight's, with almost none, do not).
 * The result feeds a branch the engine cannot prove dead, so the loop is not optimised away.
 */
export function cpuProbe(iterations = 30_000_000): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < iterations; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) console.log(x);
  return performance.now() - start;
}

/** What one Lighthouse run contributes to the report. */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Our probe, timed just before the run (ms). */
  probeMs: number;
  /** Lighthouse's own CPU benchmark for the run (`environment.benchmarkIndex`; higher is faster). */
  benchmarkIndex: number;
}

/**
 * The table cells of one page type: each figure is the median of its own runs (the run with the
 * median score can have an outlying TBT), followed by every run's value, so a reader sees the
 * spread, and the probe beside each run, so a slow run can be told from a slow machine.
 */
export function lighthouseCells(runs: readonly LighthouseRun[]): string[] {
  const list = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join(', ');
  const scores = runs.map((r) => r.score);
  const tbts = runs.map((r) => Math.round(r.tbtMs));
  const probes = runs.map((r) => Math.round(r.probeMs));
  const indexes = runs.map((r) => Math.round(r.benchmarkIndex));
  return [
    `${median(scores).toFixed(2)} (runs: ${list(scores, 2)})`,
    `${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2)} s`,
    `${median(tbts)} ms (runs: ${tbts.join(', ')})`,
    `${Math.max(...runs.map((r) => r.cls)).toFixed(3)} (worst run)`,
    `${median(probes)} ms (runs: ${probes.join(', ')})`,
    `${median(indexes)} (runs: ${indexes.join(', ')})`,
  ];
}

export const BENCH_START = '<!-- npm run bench: start -->';
export const BENCH_END = '<!-- npm run bench: end -->';

/**
 * docs/benchmarks.md with the latest `npm run bench` report in its own section: the one between
 * the markers is replaced, or, the first time, the section goes after the file's first paragraph.
 * The rest of the file (side-by-side runs, experiments, history) is kept as it is.
 */
export function withBenchSection(doc: string, report: string): string {
  const section = `${BENCH_START}\n${report.trim()}\n${BENCH_END}`;
  const start = doc.indexOf(BENCH_START);
  const end = doc.indexOf(BENCH_END);
  if (start !== -1 && end > start) return doc.slice(0, start) + section + doc.slice(end + BENCH_END.length);
  if (start !== -1 || end !== -1) throw new Error(`docs/benchmarks.md: the markers "${BENCH_START}" and "${BENCH_END}" must both be there, in that order`);
  const firstSection = doc.search(/^## /m);
  if (firstSection === -1) return `${doc.trimEnd()}\n\n${section}\n`;
  return `${doc.slice(0, firstSection)}${section}\n\n${doc.slice(firstSection)}`;
}

/**
 * Records a JS download a page made, by address. The runtime loader fetches its scripts with
 * `fetch` and then adds their elements, which run them from the HTTP cache: one download, counted
 * once at its network size (a cache hit reports no body, or a negative size, and must not count).
 */
export function recordScript(scripts: Map<string, number>, url: string, resourceType: string, bodyBytes: number): void {
  const js = resourceType === 'script' || (resourceType === 'fetch' && new URL(url).pathname.endsWith('.js'));
  if (!js) return;
  scripts.set(url, Math.max(scripts.get(url) ?? 0, bodyBytes, 0));
}
