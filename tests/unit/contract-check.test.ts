import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { ALL_CALLS } from '@/contract/calls';
import { defaultConfig } from '@/config/defaults';
import { handlers } from '@/mocks/handlers';
import { DEMO_PASSWORD } from '@/mocks/callers';
import { checkContract, type CheckOptions } from '../../scripts/contract/checker';

/** The stand-in in this process: each request goes to the same handlers the HTTP server serves. */
const standIn: typeof fetch = async (input, init) =>
  (await getResponse(handlers, new Request(input, init))) ?? new Response('', { status: 404 });

const options = (fetcher: typeof fetch, accounts: string[]): CheckOptions => ({
  base: 'http://stand-in.test/esp',
  accounts,
  password: DEMO_PASSWORD,
  cipherKey: defaultConfig.cipherKey,
  fetch: fetcher,
});

/** The demo accounts whose roles together hold every access code the contract's reads ask for. */
const EVERY_ROLE = ['syqy', 'wbdw', 'sgdw', 'zzdw', 'jydw', 'admin'];

/** A whole check makes some 120 calls, workbooks and PDFs among them: tens of seconds on a busy machine. */
const CHECK_LIMIT_MS = 180_000 * Number(process.env.TEST_TIME_SCALE ?? 1);

describe('contract check against the stand-in', () => {
  it(
    'passes, naming every list and every detail call',
    async () => {
      const lines: string[] = [];
      const report = await checkContract({
        ...options(standIn, EVERY_ROLE),
        print: (line) => lines.push(line),
      });

      expect(report.failed, lines.join('\n')).toBe(0);
      const lists = ALL_CALLS.filter((c) => c.declaration.reads && c.declaration.paged);
      const details = ALL_CALLS.filter(
        (c) => c.declaration.reads && lists.some((list) => list.id === c.declaration.sample?.from?.call),
      );
      expect(lists.length).toBeGreaterThanOrEqual(40);
      expect(details.length).toBeGreaterThan(30);
      for (const call of [...lists, ...details]) {
        const ok = `ok  ${call.declaration.method} ${call.declaration.path}`;
        expect(
          lines.find((line) => line === ok || line.startsWith(`${ok}: `)),
          call.id,
        ).toBeDefined();
      }
      // Nothing was written: no write call was made but the logins.
      const writes = ALL_CALLS.filter((c) => !c.declaration.reads && c.id !== 'session.login').map(
        (c) => c.id,
      );
      expect(report.results.filter((r) => writes.includes(r.id) && r.verdict !== 'skipped')).toEqual([]);
    },
    CHECK_LIMIT_MS,
  );

  it(
    'fails on a list whose rows carry a renamed field, and names that field',
    async () => {
      // The stand-in, but its operator list answers certState as certStatus.
      const renamed: typeof fetch = async (input, init) => {
        const response = await standIn(input, init);
        if (!new URL(String(input)).pathname.endsWith('/a/stone/operator/list')) return response;
        const body = (await response.json()) as { data: { list: Record<string, unknown>[] } };
        body.data.list = body.data.list.map(({ certState, ...row }) => ({ ...row, certStatus: certState }));
        return Response.json(body);
      };
      const lines: string[] = [];
      const report = await checkContract({
        ...options(renamed, ['syqy']),
        print: (line) => lines.push(line),
      });

      expect(report.failed).toBe(1);
      expect(lines).toContain(
        'shape differs  POST /a/stone/operator/list: list.0.certState: missing (expected string)',
      );
      // The rest of the family still answers as declared; the detail has no row to open.
      expect(lines).toContain('ok  POST /a/stone/operator/qualification/list');
      expect(lines).toContain(
        'skipped  GET /a/stone/operator/get: no record in POST /a/stone/operator/list to take id from',
      );
    },
    CHECK_LIMIT_MS,
  );

  it(
    'says a call the backend does not answer',
    async () => {
      const without: typeof fetch = async (input, init) =>
        new URL(String(input)).pathname.endsWith('/a/stone/operator/overview')
          ? new Response('Not Found', { status: 404 })
          : standIn(input, init);
      const lines: string[] = [];
      const report = await checkContract({
        ...options(without, ['syqy']),
        print: (line) => lines.push(line),
      });

      expect(report.failed, lines.filter((l) => !l.startsWith('ok')).join('\n')).toBe(1);
      expect(lines).toContain(
        'not answered  GET /a/stone/operator/overview: HTTP 404, text/plain;charset=UTF-8',
      );
    },
    CHECK_LIMIT_MS,
  );
});
