/**
 * `npm run dev`: the development server (server/dev/server.ts) on PORT (default 3000) and HOST
 * (default 127.0.0.1). A save of a guide, spec or image shows on the open page without a reload;
 * a content problem shows in the page, with its file, line and the lines around it, and the page
 * comes back by itself once fixed.
 */
import { startDevServer } from '../server/dev/server';

Object.assign(process.env, { NODE_ENV: 'development' }); // (typed read-only by Next)
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const started = performance.now();
const dev = await startDevServer({ port, hostname });
console.log(`Plinth Docs (development): http://${hostname}:${port} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void dev.close().finally(() => process.exit(0)));
