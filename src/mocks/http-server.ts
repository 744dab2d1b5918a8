/**
 * The stand-in as a standalone HTTP server, so a production build can be browsed and tested:
 *   tsx src/mocks/http-server.ts [--mode test|demo] [--port 8090] [--static dist]
 * API calls under /esp and the print host's under /print go to the same MSW handlers the browser and
 * the tests use. With --static it also serves the build (SPA history fallback), which is enough for
 * browser tests without nginx.
 * --mode test (browser tests, bench) or demo (`npm run mock-server`) opens the stand-in's aids: the
 * /__stand-in/ controls, the demo accounts, SMS codes in answers. Without it they do not exist.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { getResponse } from 'msw';
import { defaultConfig } from '@/config/defaults';
import { deepMerge, isPlain } from '@/config/merge';
import { readWireFormat } from '@/config/wire';
import { handlers } from './handlers';
import { notFound } from './respond';
import { installSystemPdfFont } from './pdfFontNode';
import { adoptPortalConfig, standInSettings } from './settings';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(option('port') ?? process.env.PORT ?? 8090);
const host = option('host') ?? '127.0.0.1';
const staticDir = option('static') ? resolve(option('static')!) : undefined;
const apiPrefix = '/esp';
const mode = option('mode');
if (mode !== undefined && mode !== 'test' && mode !== 'demo') {
  console.error(`[stand-in] --mode 须为 test 或 demo（不给则不开放演示与测试辅助接口），收到：${mode}`);
  process.exit(1);
}
standInSettings.mode = mode ?? 'closed';
/** The print host's calls (config printHost, '/print' by default) are the stand-in's too. */
const printPrefix = '/print';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The stand-in reads the account calls with the key and wire format the served build is configured with. */
async function adoptServedConfig() {
  if (!staticDir) return;
  let served: unknown;
  try {
    served = JSON.parse(await readFile(join(staticDir, 'config.json'), 'utf8'));
  } catch {
    // No config.json beside the build: the defaults hold.
    return;
  }
  const { wire, problems } = readWireFormat(isPlain(served) ? served.wire : undefined);
  problems.forEach((problem) => console.warn(`[stand-in] config.json 中 ${problem}，按原系统的格式接收`));
  adoptPortalConfig({ ...deepMerge(defaultConfig, served), wire });
}

async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await buffer(req);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  const request = new Request(url, {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
  const response = (await getResponse(handlers, request)) ?? notFound(url.pathname);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The file under the static root a request path names: decoded once, normalised, and inside the root
 * by a path-separator boundary (a sibling `dist-secret` is not inside `dist`). 'malformed' for an
 * escape that does not decode, 'outside' for a path that leaves the root.
 */
export function staticPath(root: string, pathname: string): string | 'malformed' | 'outside' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'malformed';
  }
  if (decoded.includes('\0')) return 'malformed';
  const candidate = resolve(join(root, decoded));
  return candidate === root || candidate.startsWith(root + sep) ? candidate : 'outside';
}

async function serveStatic(res: ServerResponse, pathname: string) {
  if (!staticDir) {
    res.writeHead(404).end('no static dir');
    return;
  }
  const candidate = staticPath(staticDir, pathname);
  if (candidate === 'malformed' || candidate === 'outside') {
    res.writeHead(candidate === 'malformed' ? 400 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(candidate === 'malformed' ? 'Bad Request' : 'Not Found');
    return;
  }
  const isFile = (path: string) =>
    stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
  // A route prerendered at build time (/login → login.html) is served as nginx serves it; any other
  // deep link that is not a file is the app's route (history fallback).
  const file = (await isFile(candidate))
    ? candidate
    : (await isFile(`${candidate}.html`))
      ? `${candidate}.html`
      : join(staticDir, 'index.html');
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const cache = file.startsWith(join(staticDir, 'assets') + sep)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff' });
  res.end(await readFile(file));
}

await adoptServedConfig();
installSystemPdfFont();

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
  const api = [apiPrefix, printPrefix].some((prefix) => url.pathname.startsWith(prefix + '/'));
  const work = api ? serveApi(req, res, url) : serveStatic(res, url.pathname);
  work.catch((error: unknown) => {
    console.error('[stand-in]', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
}).listen(port, host, () => {
  console.log(
    `[stand-in] http://${host}:${port}${apiPrefix} (${standInSettings.mode} mode)${staticDir ? ` and static ${staticDir}` : ''}`,
  );
});
