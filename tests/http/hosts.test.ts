import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { NGINX_FILE } from '../../server/host-config';
import { hostChecks } from './host-checks';

/**
 * The export as it was built (`out`, the live release), served by each host it is meant for, and
 * the same checks against each (host-checks.ts): `npm start`'s server, and Debian's nginx with
 * nothing but the `_nginx.conf` the build wrote inside a bare server block (the README's).
 */

const repo = path.resolve(import.meta.dirname, '../..');
const out = realpathSync(path.join(repo, 'out'));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Resolves once something answers on the port, or rejects with what the process printed. */
async function listening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the host exited (${child.exitCode}): ${output()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing answered on port ${port} in 20 s: ${output()}`);
}

function started(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

describe('our server (npm start) serving the export', () => {
  let base = '';
  let host: ReturnType<typeof started>;
  beforeAll(async () => {
    const port = await freePort();
    host = started(process.execPath, ['--import', 'tsx', 'server/main.ts'], { ...process.env, SITE_DIR: out, PORT: String(port), HOST: '127.0.0.1' });
    await listening(port, host.child, host.output);
    base = `http://127.0.0.1:${port}`;
  }, 30_000);
  afterAll(() => void host?.child.kill());
  hostChecks(() => base, out);
});

describe("Debian's nginx serving the export with the build's _nginx.conf", () => {
  let base = '';
  let host: ReturnType<typeof started>;
  const scratch = mkdtempSync(path.join(tmpdir(), 'plinth-nginx-'));
  beforeAll(async () => {
    const port = await freePort();
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(scratch, dir));
    // The whole configuration: nginx's own defaults, and the README's server block around the build's directives.
    const conf = [
      'daemon off;',
      'worker_processes 1;',
      ...(process.getuid?.() === 0 ? ['user root root;'] : []),
      `pid ${scratch}/nginx.pid;`,
      `error_log ${scratch}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((dir) => `  ${dir === 'body' ? 'client_body' : dir}_temp_path ${scratch}/${dir};`),
      `  server { listen 127.0.0.1:${port}; root ${out}; include ${path.join(out, NGINX_FILE)}; }`,
      '}',
    ];
    writeFileSync(path.join(scratch, 'nginx.conf'), `${conf.join('\n')}\n`);
    host = started(NGINX, ['-c', path.join(scratch, 'nginx.conf'), '-e', `${scratch}/error.log`]);
    await listening(port, host.child, host.output);
    base = `http://127.0.0.1:${port}`;
  }, 30_000);
  afterAll(() => {
    host?.child.kill('SIGQUIT');
    rmSync(scratch, { recursive: true, force: true });
  });
  hostChecks(() => base, out);
});
