// `npm start`: builds the staff app and the widget, then serves them with the API from one port.
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '--workspaces', '--if-present'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
