import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

// The one way journeys, benches and tools start the stack: the mock-server (which also renders
// the web build's pages) as a child process, `node --import tsx src/main.ts` in mock-server/, on
// 127.0.0.1 and a free port, in-memory state unless DATA_DIR says otherwise.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The Node options `npm start` runs the mock-server with (the options of its package.json's start
 * script), so a bench measures the server developers run.
 */
export function npmStartNodeFlags(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'mock-server/package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** A mock-server this harness started. */
export interface StartedServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  process: ChildProcess;
  /** From the spawn to the first answer, ms. */
  startupMs: number;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it exited. */
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Node options before the entry (the benches pass `npm start`'s). */
  nodeFlags?: readonly string[];
  /** Where its standard output goes (its errors reach the caller's, unless `stderrFile`). */
  stdout?: 'inherit' | 'ignore';
  /**
   * A file its standard error is appended to instead (written as it prints: Node writes to a file
   * synchronously, so what a request made it print is there once the answer arrives).
   */
  stderrFile?: string;
  /** The path polled until it answers 200. */
  readyPath?: string;
  timeoutMs?: number;
}

/**
 * Polls `url` until it answers below 500, or throws once `deadline` (a Date.now()) is past or
 * `exited()` says the server is gone.
 */
export async function waitForAnswer(
  url: string,
  deadline: number,
  what: string,
  exited: () => boolean = () => false,
): Promise<void> {
  while (Date.now() < deadline && !exited()) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await answer.body?.cancel();
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(
    exited() ? `${what} exited before it answered at ${url}` : `${what} did not answer at ${url}`,
  );
}

/** Ends a child process: SIGTERM, SIGKILL after 5 s; resolves once it exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts a mock-server (DATA_DIR empty, warnings only, unless `env` says otherwise) on a free
 * loopback port and waits for its first answer.
 */
export async function startMockServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const stderr = options.stderrFile === undefined ? 'inherit' : openSync(options.stderrFile, 'a');
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), '--import', 'tsx', 'src/main.ts'],
    {
      cwd: path.join(repoRoot, 'mock-server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', options.stdout ?? 'inherit', stderr],
    },
  );
  // The child holds its own copy of the file.
  if (typeof stderr === 'number') closeSync(stderr);
  const stop = () => stopProcess(child);
  try {
    await waitForAnswer(
      `${url}${options.readyPath ?? '/api/user/language_list'}`,
      Date.now() + (options.timeoutMs ?? 30_000),
      'the mock-server',
      () => child.exitCode !== null || child.signalCode !== null,
    );
  } catch (error) {
    await stop();
    if (options.stderrFile === undefined) throw error;
    const printed = readFileSync(options.stderrFile, 'utf8').slice(-4000);
    throw new Error(`${(error as Error).message}; its standard error:\n${printed}`, {
      cause: error,
    });
  }
  return { url, process: child, startupMs: performance.now() - startedAt, stop };
}
