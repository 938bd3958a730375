/* global process, console */
// Runs a command for the build (`next build`) and ends it, with everything it started, when the
// build that started it is gone, however it went: exit, crash, Ctrl-C or SIGKILL.
//
// scripts/build.ts starts this script as the leader of a process group of its own, with a pipe as
// its standard input. The command runs in the same group. The kernel closes the pipe when the
// build's process ends, so its end here means the build is gone: the whole group is killed. Plain
// JavaScript (no TypeScript loader), so that it runs, and can watch, from its first millisecond.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('watchdog: no command to run');
  process.exit(2);
}

const endGroup = () => {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    process.exit(1);
  }
};

process.stdin.on('end', endGroup);
process.stdin.on('error', endGroup);
process.stdin.on('close', endGroup);
process.stdin.resume();

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
child.on('error', (error) => {
  console.error(`watchdog: ${error.message}`);
  endGroup();
});
let exiting = false;
child.on('exit', (code, signal) => {
  // The command's own workers may still run (a worker pool torn down late): none outlives it.
  // The SIGTERM reaches this process too, and is ignored once exiting.
  exiting = true;
  try {
    process.kill(-process.pid, 'SIGTERM');
  } catch {
    // nothing left
  }
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => exiting || endGroup());
