import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

/**
 * The files a page is made of that Next does not bundle: guides and start pages (content/), the
 * references' sources (specs/) and images (public/images/). Each save is announced at once to every
 * open page as a server-sent event (`{ file, kind }`, the file relative to the project); the page
 * decides whether it is its own (src/components/shell/DevUpdates.tsx). A page that connects first
 * gets the recent changes (`event: recent`), with the time of each, to compare with the time it was
 * rendered.
 */
export const WATCHED = ['content', 'specs', 'public/images'];

/** Saves of one file closer together than this are one change (an editor writing twice). */
const SETTLE_MS = 20;

/** A save, as it is announced. */
export interface Change {
  /** Relative to the project, with forward slashes. */
  file: string;
  kind: 'add' | 'change' | 'unlink';
  /** When it was seen (ms since the epoch). */
  at: number;
}

export interface Changes {
  /** Answers GET /__plinth/changes with the stream of changes. */
  stream(req: IncomingMessage, res: ServerResponse): void;
  /** Calls `listener` with every change as it is announced; returns the function that stops it. */
  onChange(listener: (change: Change) => void): () => void;
  /** Resolves once the watcher has read the folders (changes before that are not seen). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchChanges(root: string): Changes {
  const clients = new Set<ServerResponse>();
  const pending = new Map<string, NodeJS.Timeout>();
  // The last changes, sent to every page as it connects: a save made while a page was loading,
  // before it listened, would otherwise never reach it.
  const recent: Change[] = [];
  const listeners = new Set<(change: Change) => void>();
  const watcher: FSWatcher = watch(
    WATCHED.map((dir) => path.join(root, dir)),
    { ignoreInitial: true },
  );
  const announce = (kind: 'add' | 'change' | 'unlink', full: string) => {
    const file = path.relative(root, full).split(path.sep).join('/');
    clearTimeout(pending.get(file));
    pending.set(
      file,
      setTimeout(() => {
        pending.delete(file);
        const change: Change = { file, kind, at: Date.now() };
        recent.push(change);
        if (recent.length > 100) recent.shift();
        const data = `data: ${JSON.stringify(change)}\n\n`;
        for (const client of clients) client.write(data);
        for (const listener of listeners) listener(change);
      }, SETTLE_MS),
    );
  };
  watcher.on('add', (file) => announce('add', file));
  watcher.on('change', (file) => announce('change', file));
  watcher.on('unlink', (file) => announce('unlink', file));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  // A comment every 15 s keeps proxies and the browser from closing an idle stream.
  const heartbeat = setInterval(() => clients.forEach((client) => client.write(': keep-alive\n\n')), 15_000);
  heartbeat.unref();
  return {
    stream(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: 500\nevent: recent\ndata: ${JSON.stringify(recent)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    async close() {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      await watcher.close();
    },
  };
}
