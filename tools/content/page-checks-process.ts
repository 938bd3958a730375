import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { CheckReport, PageSource } from './page-problems';

/**
 * The page checks (tools/content/page-problems.ts) in a process of their own, beside the one that
 * needs them. It loads what every check needs as soon as it starts (the modules, the CLI model,
 * the spelling dictionaries), so a caller starts it before it knows what to check: `npm run build`
 * while it decides between its paths, and its fast path then checks in it while it compiles and
 * indexes; `npm run dev` runs it at a lower priority than its server, so a page is never rendered
 * slower for it. Code already proven under the same inputs is not proven again (proven-code.ts).
 * The process checks one request at a time, keeps what it loaded between them, and ends when it
 * is closed or its parent ends.
 */

/** Where the checks read the site's pages from (page-checks-child.ts). */
export type TargetsSource =
  /** The record the last full build kept under this key (tools/content/site-targets.ts), else the site index; no page is compiled. */
  | { record: string }
  /** The site index, each page compiled for its headings: `npm run dev`, where every page is as last saved. */
  | 'index';

export interface CheckerOptions {
  /** Niceness of the process (0 to 19): `npm run dev` yields to its server. */
  nice?: number;
}

export interface PageChecker {
  check(pages: readonly PageSource[], targets: TargetsSource): Promise<CheckReport>;
  /** Ends the process (until then it keeps its parent running); a check under way is refused. */
  close(): void;
}

/** A request to the process, and its answer. */
export type CheckRequest = { id: number; pages: readonly PageSource[]; targets: TargetsSource };
export type CheckAnswer = { id: number; report: CheckReport } | { id: number; error: string };

const CHILD = path.join(import.meta.dirname, 'page-checks-child.ts');

export function startPageChecker({ nice = 0 }: CheckerOptions = {}): PageChecker {
  const child: ChildProcess = fork(CHILD, [], {
    execArgv: ['--import', 'tsx'],
    // The process caches what it loads, as a build does: production.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (nice && child.pid) {
    try {
      setPriority(child.pid, nice);
    } catch {
      // not allowed here: the checks run at the caller's priority
    }
  }
  let next = 0;
  const waiting = new Map<number, { resolve: (report: CheckReport) => void; reject: (error: Error) => void }>();
  let ended: Error | undefined;
  const end = (error: Error) => {
    ended ??= error;
    for (const { reject } of waiting.values()) reject(ended);
    waiting.clear();
  };
  child.on('message', (answer: CheckAnswer) => {
    const request = waiting.get(answer.id);
    if (!request) return;
    waiting.delete(answer.id);
    if ('report' in answer) request.resolve(answer.report);
    else request.reject(new Error(answer.error));
  });
  child.on('exit', (code, signal) => end(new Error(`the page checks' process ended (${signal ?? `exit code ${code}`})`)));
  child.on('error', end);
  return {
    check(pages, targets) {
      if (ended) return Promise.reject(ended);
      const id = next++;
      return new Promise<CheckReport>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, pages, targets } satisfies CheckRequest);
      });
    },
    close() {
      end(new Error('the page checks were stopped'));
      if (child.exitCode === null) child.kill();
    },
  };
}
