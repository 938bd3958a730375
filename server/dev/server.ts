import { createReadStream, realpathSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { platformStandIn } from '../platform-hook';
import { watchChanges, type Changes } from './changes';
import { devChecks, isCheckedFile } from './checks';
import { contentAnswer } from './content';

/**
 * `npm run dev`: Next's development server (Turbopack, hot reload of code) on PORT, with what the
 * built site has and Next does not serve in development:
 * - every save of a guide, spec or image announced to open pages (`/__plinth/changes`, changes.ts),
 *   which render again in place (src/components/shell/DevUpdates.tsx);
 * - the build's page checks on each open page, pushed to it on the same channel after each save
 *   (`/__plinth/changes?checks=<file>`, checks.ts) and shown in it as warnings;
 * - a page's content compiled from its file as it is now (`/__plinth/content?file=<file>`,
 *   content.ts), which the open page puts in place as soon as its file is saved;
 * - the Markdown twins (`<page>.md`), made from the page as it is now;
 * - search, over the last build's index (`/pagefind/…` from `out`), or a clear answer that search
 *   needs `npm run build` once;
 * - the local platform stand-in, as under `npm start`.
 */

export const CHANGES_PATH = '/__plinth/changes';
export const CONTENT_PATH = '/__plinth/content';

export interface DevServer {
  server: Server;
  changes: Changes;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
};

function text(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) }).end(body);
}

/** A file of the last build's search index, or why there is none. */
function serveSearchIndex(root: string, pathname: string, res: ServerResponse) {
  let out: string;
  try {
    out = realpathSync(path.join(root, 'out'));
  } catch {
    return text(res, 404, 'Search needs a build: run `npm run build` once; `npm run dev` then searches its index.\n');
  }
  const file = path.join(out, decodeURIComponent(pathname));
  if (!file.startsWith(path.join(out, 'pagefind') + path.sep)) return text(res, 404, 'Not found\n');
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return text(res, 404, 'Not found\n');
    size = stats.size;
  } catch {
    return text(res, 404, 'Not found\n');
  }
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': size, 'Cache-Control': 'no-cache' });
  createReadStream(file).pipe(res);
}

/** A page's Markdown twin as the build would write it, from its source as it is now; undefined for a page that has none. */
async function twinOf(route: string): Promise<string | undefined> {
  const [{ findGuide, readContentFile }, { sitePages, startPages }, { compileForCache }] = await Promise.all([
    import('../../src/content/pages'),
    import('../../src/site'),
    import('../../src/content/cache'),
  ]);
  const content = route.startsWith('/guides/')
    ? findGuide(route.slice('/guides/'.length).split('/'))
    : (() => {
        const page = [...sitePages(), ...startPages()].find((p) => p.route === route);
        return page ? readContentFile(page.file, page.route) : undefined;
      })();
  if (content) return (await compileForCache(content.file, content.route, content.source)).markdown;
  const [{ allReferences }, { referenceTwin }] = await Promise.all([import('../../src/reference/registry'), import('../../src/content/reference-twin')]);
  const doc = (await allReferences()).find((d) => d.page === route);
  if (!doc) return undefined;
  const intro = doc.intro ? readContentFile(doc.intro, doc.page) : undefined;
  return referenceTwin(doc, intro ? await compileForCache(intro.file, intro.route, intro.source) : undefined);
}

export async function startDevServer({ root = process.cwd(), port = 3000, hostname = '127.0.0.1' } = {}): Promise<DevServer> {
  const app = next({ dev: true, turbopack: true, dir: root, hostname, port });
  const changes = watchChanges(root);
  const checks = devChecks(root, changes);
  await Promise.all([app.prepare(), changes.ready]);
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (pathname === CHANGES_PATH) {
      const checked = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('checks');
      if (checked === null) return changes.stream(req, res);
      if (!isCheckedFile(checked)) return text(res, 404, `No page is made from ${JSON.stringify(checked)}: the checks take a file content/…/*.mdx\n`);
      return checks.stream(req, res, checked);
    }
    if (pathname === CONTENT_PATH && req.method === 'GET') {
      const file = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('file');
      void contentAnswer(root, file).then(
        ({ status, body }) => text(res, status, JSON.stringify(body), 'application/json; charset=utf-8'),
        (error: Error) => text(res, 500, JSON.stringify({ problem: error.message }), 'application/json; charset=utf-8'),
      );
      return;
    }
    if (pathname.startsWith('/pagefind/')) return serveSearchIndex(root, pathname, res);
    if (pathname.endsWith('.md') && (req.method === 'GET' || req.method === 'HEAD')) {
      void twinOf(pathname.slice(0, -'.md'.length)).then(
        (markdown) => (markdown === undefined ? handle(req, res) : text(res, 200, markdown, 'text/markdown; charset=utf-8')),
        (error: Error) => text(res, 500, `This page's Markdown cannot be made: ${error.message}\n`),
      );
      return;
    }
    if (platformStandIn(req, res)) return;
    void handle(req, res);
  });
  server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  return {
    server,
    changes,
    async close() {
      await checks.close();
      await changes.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}
