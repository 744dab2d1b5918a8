import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { format, resolveConfig } from 'prettier';
import { ALL_CALLS } from '@/contract/calls';
import { pathParams } from '@/contract/wire';
import { handlers } from '@/mocks/handlers';
import { contractDocuments } from '../../scripts/contract/documents';

const root = join(__dirname, '../..');

describe('the contract and what it is declared for', () => {
  it('declares every path the api functions call', () => {
    const declared = ALL_CALLS.filter((c) => c.declaration.host !== 'print').map((c) => c.declaration.path);
    const apiDir = join(root, 'src/api');
    const called = readdirSync(apiDir).flatMap((file) =>
      // A path given to announceWrite names a family, not a call.
      [
        ...readFileSync(join(apiDir, file), 'utf8').matchAll(/(?<!announceWrite\()'(\/(?:a|api)\/[^'$]*)'/g),
      ].map((m) => m[1]),
    );
    // A family's base (`/a/stone/operator` of its import calls) is the start of declared paths.
    const undeclared = called.filter(
      (path) => path !== '/a/demo/accounts' && !declared.some((d) => d === path || d.startsWith(`${path}/`)),
    );
    expect(called.length).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });

  it('is served by the stand-in: no declared call is an unknown path there', async () => {
    const unknown: string[] = [];
    for (const { declaration } of ALL_CALLS) {
      const path = declaration.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'kind' ? 'elevator' : name === 'purpose' ? 'register' : 'x',
      );
      const host = declaration.host === 'print' ? 'http://stand-in.test/print' : 'http://stand-in.test/esp';
      const answer = await getResponse(handlers, new Request(host + path, { method: declaration.method }));
      const body = answer?.headers.get('content-type')?.includes('json') ? await answer.text() : '';
      if (!answer || body.includes('接口不存在')) unknown.push(`${declaration.method} ${declaration.path}`);
    }
    expect(ALL_CALLS.length).toBeGreaterThan(180);
    expect(unknown).toEqual([]);
  });

  it('documents every call, and the committed documents are the generated ones', async () => {
    const prose = readFileSync(join(root, 'scripts/contract/api-prose.md'), 'utf8');
    const documents = contractDocuments(prose, '0.1.0');
    const openApi = JSON.parse(documents['docs/openapi.json']) as {
      paths: Record<
        string,
        Record<string, { operationId: string; parameters?: { name: string; in: string }[] }>
      >;
    };
    for (const { id, declaration } of ALL_CALLS) {
      expect(documents['docs/api.md']).toContain(
        `\`${declaration.method} ${declaration.host === 'print' ? '<printHost>' : ''}${declaration.path}\``,
      );
      const operation = openApi.paths[declaration.path]?.[declaration.method.toLowerCase()];
      expect(operation?.operationId, id).toBe(id);
      for (const name of pathParams(declaration.path)) {
        expect(operation.parameters, id).toContainEqual(expect.objectContaining({ name, in: 'path' }));
      }
    }
    for (const [name, text] of Object.entries(documents)) {
      const file = join(root, name);
      const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
      expect(readFileSync(file, 'utf8'), `${name} is stale: npm run contract:doc`).toBe(formatted);
    }
  });
});
