/**
 * `npm start`: serves the built site and, on the same origin, the local platform stand-in that
 * the credential panel talks to. One process, one port (PORT, default 3000).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteServer } from './site-server';

const root = path.resolve(process.env.SITE_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run \`npm run build\` first (npm start does it for you).`);
  process.exit(1);
}

const server = createSiteServer(root);
server.listen(port, host, () => {
  // The port bound, which is not PORT when PORT=0 asked for any free one (the server's own tests do).
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Plinth Docs: http://${host}:${bound}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
