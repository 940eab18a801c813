// Starts the real API server as a child process on a free port, for API and end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's data folder (a temporary one unless DATA_DIR was passed). */
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  /** The process's exit code once it has exited (null while running or when a signal ended it). */
  exitCode(): number | null;
  /** SIGTERM: the graceful stop (finish in-flight requests, close the database). */
  stop(): Promise<void>;
  /**
   * SIGKILL: a crash, mid-whatever it was doing; the data folder is kept. Resolves on exit. For
   * 'start script', only scripts/start.mjs is killed, not the server it started.
   */
  kill(): Promise<void>;
  /**
   * Ctrl+C in the terminal: SIGINT to the whole process group (npm, scripts/start.mjs and the
   * server), as a terminal and service managers send it. Only for 'npm start', which runs in a
   * group of its own. Resolves with how npm ended (npm itself may end by the signal); the data
   * folder is kept.
   */
  interrupt(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts apps/server/src/main.ts with `env` on top of this process's environment. Unless `env`
 * names DATA_DIR, the server gets a fresh temporary data folder (removed by stop()), so test runs
 * never share the repo's .data; unless it names DATABASE_URL, it runs on PGlite; unless it names
 * SEED, without the demo data.
 */
export async function startServer(
  env: Record<string, string> = {},
  /**
   * 'npm start' runs the user's command (without its build): signals go through npm and
   * scripts/start.mjs. 'start script' runs scripts/start.mjs itself, so it alone can be killed.
   */
  how: 'main' | 'npm start' | 'start script' = 'main',
): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bd-server-'));
  const [command, args] = {
    main: [process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']] as const,
    'npm start': ['npm', ['start', '--silent']] as const,
    'start script': [process.execPath, ['scripts/start.mjs']] as const,
  }[how];
  const child: ChildProcess = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      LOG: 'off',
      DATABASE_URL: '',
      SEED: 'off',
      START_BUILD: 'off',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: 'pipe',
    // 'npm start' leads a process group of its own, so interrupt() can signal all of it.
    detached: how === 'npm start',
  });
  // The whole group for 'npm start' (npm does not pass a signal sent to it alone on), else the child.
  const signal = (name: NodeJS.Signals) =>
    how === 'npm start' ? process.kill(-child.pid!, name) : child.kill(name);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const cleanUp = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // A limit, not a measurement: a loaded 2-core machine has taken ~60 s to migrate and seed.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      cleanUp();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/v1/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      signal('SIGKILL');
      cleanUp();
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => output,
    exitCode: () => child.exitCode,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          cleanUp();
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        signal('SIGTERM');
      }),
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        signal('SIGKILL');
      }),
    interrupt: () =>
      new Promise((resolve) => {
        if (how !== 'npm start') throw new Error('interrupt() is for the npm start process group');
        if (child.exitCode !== null || child.signalCode !== null) {
          return resolve({ code: child.exitCode, signal: child.signalCode });
        }
        child.once('exit', (code, signalCode) => resolve({ code, signal: signalCode }));
        signal('SIGINT');
      }),
  };
}
