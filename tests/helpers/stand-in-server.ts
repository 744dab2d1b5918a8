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
  for (let i = 0; i < 150; i++) {
    const up = await send('GET', '/').then(
      () => true,
      () => false,
    );
    if (up) return { send, stop: () => server.kill() };
    await new Promise((wait) => setTimeout(wait, 200));
  }
  server.kill();
  throw new Error('the stand-in did not start');
}
