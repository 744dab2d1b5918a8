import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

export interface StandInServer {
  /** A raw request: the path goes out exactly as written (as curl --path-as-is sends it). */
  send: (method: string, path: string, form?: Record<string, string>) => Promise<RawAnswer>;
  stop: () => void;
}

/**
 * How long a start may take before the test gives up, scaled with the machine's load like the suite's
 * limits (vite.config.ts TEST_TIME_SCALE). A beforeAll that starts servers allows this per server.
 */
export const STAND_IN_START_LIMIT_MS = 90_000 * Number(process.env.TEST_TIME_SCALE ?? 1);
const START_LIMIT_MS = STAND_IN_START_LIMIT_MS;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * Starts the standalone stand-in (src/mocks/http-server.ts) with the given arguments on a free port,
 * and waits until it answers.
 */
export async function startStandInServer(args: string[]): Promise<StandInServer> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/mocks/http-server.ts', '--port', String(port), ...args],
    { stdio: 'ignore' },
  );
  const send = (method: string, path: string, form?: Record<string, string>) =>
    new Promise<RawAnswer>((done, fail) => {
      const headers = form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined;
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', fail);
      req.end(form ? new URLSearchParams(form).toString() : undefined);
    });
  let exited: number | null = null;
  server.on('exit', (code) => (exited = code ?? -1));
  // Starting tsx and every family takes seconds on a busy machine: wait for the answer, not a count.
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline && exited === null) {
    const up = await send('GET', '/').then(
      () => true,
      () => false,
    );
    if (up) return { send, stop: () => server.kill() };
    await new Promise((wait) => setTimeout(wait, 200));
  }
  server.kill();
  throw new Error(
    exited === null
      ? `the stand-in did not answer within ${START_LIMIT_MS / 1000} s`
      : `the stand-in exited (code ${exited}) before answering`,
  );
}
