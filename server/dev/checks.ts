import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { startPageChecker, type PageChecker } from '../../tools/content/page-checks-process';
import type { PageProblem } from '../../tools/content/page-problems';
import type { Change, Changes } from './changes';

/**
 * `npm run dev`: the page checks of the build (tools/content/page-problems.ts: links, SQL,
 * samples, client calls, `plinth` lines, spelling, the sidebar…) on each open page, shown in it
 * as warnings (src/components/shell/DevChecks.tsx). A page asks for them on the changes' channel,
 * `/__plinth/changes?checks=<its file>`, and is sent `event: checks` with its problems when it
 * connects and again after every save that can change them. They are computed off the request
 * path: in a process of their own at a lower priority than the server (page-checks-process.ts),
 * one page at a time; the page is rendered and refreshed as fast without them.
 */

/** What a page is sent: whether its checks are running, and the problems of its last check. */
export interface ChecksMessage {
  file: string;
  checking: boolean;
  problems: PageProblem[];
}

export interface DevChecks {
  /** Answers `/__plinth/changes?checks=<file>` for the page made from `file`. */
  stream(req: IncomingMessage, res: ServerResponse, file: string): void;
  close(): Promise<void>;
}

/** A content file a page may be made from: `content/…/*.mdx`, inside the folder. */
export const isCheckedFile = (file: string): boolean =>
  /^content\/[a-z0-9_/.-]+\.mdx$/i.test(file) && !file.split('/').some((segment) => segment === '..' || segment === '.' || segment === '');

/**
 * Whether a change leaves the checks' process as it was: a save of a page (its own checks run
 * again). Anything else (a page added or removed, an image, a spec, content/words.txt, a
 * sidebar) changes what the process has loaded and cached: it is started again.
 */
const isPageSave = (change: Pick<Change, 'file' | 'kind'>) => change.kind === 'change' && change.file.startsWith('content/') && change.file.endsWith('.mdx');

/** The folders whose changes the checks read besides the changes' own: the sidebars. */
const ALSO_WATCHED = ['src/nav'];

export function devChecks(root: string, changes: Changes, { nice = 10 }: { nice?: number } = {}): DevChecks {
  const open = new Map<string, Set<ServerResponse>>();
  /** The last check of each file: the source it checked, and what it found. */
  const results = new Map<string, { source: string; problems: PageProblem[] }>();
  const queue = new Set<string>();
  let checker: PageChecker | undefined;
  let running = false;
  let closed = false;

  const send = (file: string, message: ChecksMessage) => {
    const data = `event: checks\ndata: ${JSON.stringify(message)}\n\n`;
    for (const res of open.get(file) ?? []) res.write(data);
  };
  const read = (file: string) => {
    try {
      return readFileSync(path.join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const restart = () => {
    checker?.close();
    checker = undefined;
    results.clear();
  };

  async function drain() {
    if (running) return;
    running = true;
    try {
      while (queue.size && !closed) {
        const file = queue.values().next().value!;
        queue.delete(file);
        if (!open.get(file)?.size) continue;
        const source = read(file);
        // Removed: its page says so itself.
        if (source === undefined) {
          send(file, { file, checking: false, problems: [] });
          continue;
        }
        const known = results.get(file);
        if (known?.source === source) {
          send(file, { file, checking: false, problems: known.problems });
          continue;
        }
        send(file, { file, checking: true, problems: known?.problems ?? [] });
        let problems: PageProblem[];
        try {
          checker ??= startPageChecker({ nice });
          problems = (await checker.check([{ file, source }], 'index')).problems;
        } catch (error) {
          if (closed) return;
          restart();
          problems = [{ file, check: 'page', message: `the checks could not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` }];
        }
        results.set(file, { source, problems });
        // Saved again meanwhile: the newer source is checked next.
        if (read(file) !== source) queue.add(file);
        else send(file, { file, checking: false, problems });
      }
    } finally {
      running = false;
    }
  }
  const schedule = (...files: string[]) => {
    for (const file of files) queue.add(file);
    void drain();
  };

  const onChange = (change: Pick<Change, 'file' | 'kind'>) => {
    if (!isPageSave(change)) restart();
    // Another page's headings are what links into it may name: every open page is checked again.
    else if (!open.has(change.file)) results.clear();
    schedule(...open.keys());
  };
  const stopListening = changes.onChange(onChange);
  const sidebars = watch(
    ALSO_WATCHED.map((dir) => path.join(root, dir)),
    { ignoreInitial: true },
  );
  sidebars.on('all', (_event, full) => onChange({ file: path.relative(root, full), kind: 'change' }));
  // A comment every 15 s keeps proxies and the browser from closing an idle stream.
  const heartbeat = setInterval(() => open.forEach((clients) => clients.forEach((res) => res.write(': keep-alive\n\n'))), 15_000);
  heartbeat.unref();

  return {
    stream(req, res, file) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 1000\n\n');
      const clients = open.get(file) ?? new Set();
      clients.add(res);
      open.set(file, clients);
      req.on('close', () => {
        clients.delete(res);
        if (!clients.size) open.delete(file);
      });
      schedule(file);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      stopListening();
      await sidebars.close();
      checker?.close();
      for (const clients of open.values()) for (const res of clients) res.end();
    },
  };
}
