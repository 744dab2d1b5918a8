/**
 * The stand-in as a standalone HTTP server, so a production build can be browsed and tested:
 *   tsx src/mocks/http-server.ts [--mode test|demo] [--port 8090] [--config dist/config.json]
 * API calls under /esp and the print host's under /print go to the same MSW handlers the browser and
 * the tests use. The build itself is served by nginx or by `vite preview`, which sends both prefixes
 * here (vite.config.ts `preview`).
 * --mode test (browser tests, bench) or demo (`npm run mock-server`) opens the stand-in's aids: the
 * /__stand-in/ controls, the demo accounts, SMS codes in answers. Without it they do not exist.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { getResponse } from 'msw';
import { configFromJson } from '@/config';
import { standInHandler } from './handlers';
import { notFound } from './respond';
import { installSystemPdfFont } from './pdfFontNode';
import { adoptPortalConfig, IDLE_CONNECTION_MS, standInSettings } from './settings';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(option('port') ?? process.env.PORT ?? 8090);
const host = option('host') ?? '127.0.0.1';
/** The served build's config.json, whose key and wire format the stand-in takes. */
const servedConfig = option('config');
/** The backend's calls, and the print host's (config printHost, '/print' by default). */
const callPrefixes = ['/esp/', '/print/'];
const mode = option('mode');
if (mode !== undefined && mode !== 'test' && mode !== 'demo') {
  console.error(`[stand-in] --mode 须为 test 或 demo（不给则不开放演示与测试辅助接口），收到：${mode}`);
  process.exit(1);
}
standInSettings.mode = mode ?? 'closed';

/**
 * The stand-in reads the account calls with the key and wire format the served build is configured with,
 * its config.json read as the portal reads it.
 */
async function adoptServedConfig() {
  if (!servedConfig) return;
  try {
    adoptPortalConfig(configFromJson(await readFile(servedConfig, 'utf8')));
  } catch {
    // No config.json (or no JSON object) where named: the defaults hold.
  }
}

/** A call under /esp or /print, as the handlers answer it; any other path is no call (404). */
async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const api = callPrefixes.some((prefix) => url.pathname.startsWith(prefix));
  const request = new Request(url, {
    method: req.method,
    headers: Object.entries(req.headers).filter(
      (header): header is [string, string] => typeof header[1] === 'string',
    ),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await buffer(req)),
  });
  const response = (api ? await getResponse([standInHandler], request) : undefined) ?? notFound(url.pathname);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

await adoptServedConfig();
installSystemPdfFont();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
  serveApi(req, res, url).catch((error: unknown) => {
    console.error('[stand-in]', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.keepAliveTimeout = IDLE_CONNECTION_MS;
server.listen(port, host, () => {
  console.log(`[stand-in] http://${host}:${port}/esp (${standInSettings.mode} mode)`);
});
