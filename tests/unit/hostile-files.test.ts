import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_START_LIMIT_MS, startStandInServer, type StandInServer } from '../helpers/stand-in-server';

/**
 * The standalone stand-in's file server (src/mocks/http-server.ts --static) under path traversal
 * (docs/requirements.md, What the server refuses): nothing outside the root is served, a malformed escape is
 * a 400, never a 500.
 */

let server: StandInServer;
let work = '';

const get = (path: string) => server.send('GET', path);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'stand-in-static-'));
  mkdirSync(join(work, 'dist'));
  mkdirSync(join(work, 'dist-secret'));
  writeFileSync(join(work, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(work, 'dist', 'logo.svg'), '<svg/>');
  writeFileSync(join(work, 'dist-secret', 'key.txt'), 'SECRET');
  writeFileSync(join(work, 'outside.txt'), 'SECRET');
  server = await startStandInServer(['--static', join(work, 'dist')]);
}, STAND_IN_START_LIMIT_MS + 10_000);

afterAll(() => {
  server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('the stand-in’s file server', () => {
  it('serves files of its root and the app for a route', async () => {
    expect(await get('/logo.svg')).toEqual({ status: 200, body: '<svg/>' });
    expect((await get('/worker/query')).body).toContain('<title>app</title>');
  });

  // A path that resolves outside the root is a 404; one the URL parser normalises back inside (its
  // dot segments, or a backslash that is no separator here) is a route of the app.
  it.each([
    ['/..%2fdist-secret%2fkey.txt', 404],
    ['/..%2foutside.txt', 404],
    ['/%2e%2e%2f%2e%2e%2fetc%2fpasswd', 404],
    ['/../dist-secret/key.txt', 200],
    ['/%2e%2e/dist-secret/key.txt', 200],
    ['/..%5coutside.txt', 200],
  ])('%s answers %i, and nothing outside the root is sent', async (path, status) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.body).not.toContain('SECRET');
    expect(answer.body).toBe(status === 200 ? '<!doctype html><title>app</title>' : 'Not Found');
  });

  it('answers 404 for a decoded path outside the root', async () => {
    expect((await get('/..%2fdist-secret%2fkey.txt')).status).toBe(404);
  });

  it.each(['/%E0%A4%A', '/%zz', '/a%00.txt'])('answers 400 for the malformed %s, never 500', async (path) => {
    expect((await get(path)).status).toBe(400);
  });
});
