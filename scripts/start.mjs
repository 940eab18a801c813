// `npm start`: builds the staff app and the widget, then serves them with the API from one port.
// START_BUILD=off skips the build (the apps are built already, e.g. in a test of the stop below).
import { spawnSync, spawn } from 'node:child_process';

if (!['0', 'off', 'false', 'no'].includes((process.env.START_BUILD ?? '').toLowerCase())) {
  // The root build: every workspace, then the pre-compressed copies (postbuild).
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The channel ('ipc') closes whenever this process ends, even by SIGKILL: the server then stops too.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
// Pass SIGINT/SIGTERM on (the server finishes in-flight requests and closes the database), and
// exit only when it has: with its code, or 1 when a signal ended it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
