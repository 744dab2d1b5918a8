import { describe, expect, it } from 'vitest';
import { narrowAntdImports } from '../../scripts/build/narrowAntdImports';
import { callHook } from './buildPlugin';

const redirects = [
  { importer: 'antd/es/card/Card.js', source: '../tabs', target: '@/components/deferred/Tabs.tsx' },
];
/** What the rest of the build resolves a specifier to, and what it was asked. */
const resolver = (resolves: boolean) => {
  const asked: { source: string; importer?: string; options?: unknown }[] = [];
  const context = {
    resolve: (source: string, importer?: string, options?: unknown) => {
      asked.push({ source, importer, options });
      return Promise.resolve(resolves ? { id: `/app/src/${source.slice(2)}` } : null);
    },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return { asked, context };
};
const resolveId = (context: object, source: string, importer?: string) =>
  callHook(narrowAntdImports(redirects), 'resolveId', context, source, importer, {});

describe('narrowAntdImports', () => {
  it("resolves the named import of the named antd module to its target, in that module's place", async () => {
    const { asked, context } = resolver(true);
    const card = '/app/node_modules/antd/es/card/Card.js';
    expect(await resolveId(context, '../tabs', card)).toEqual({
      id: '/app/src/components/deferred/Tabs.tsx',
    });
    expect(asked).toEqual([
      { source: '@/components/deferred/Tabs.tsx', importer: card, options: { skipSelf: true } },
    ]);
  });

  it('reads Windows paths as the importer', async () => {
    const { context } = resolver(true);
    expect(await resolveId(context, '../tabs', 'C:\\app\\node_modules\\antd\\es\\card\\Card.js')).toEqual({
      id: '/app/src/components/deferred/Tabs.tsx',
    });
  });

  it('leaves every other import alone: another source, another importer, a page of the portal', async () => {
    const { asked, context } = resolver(true);
    expect(await resolveId(context, '../skeleton', '/app/node_modules/antd/es/card/Card.js')).toBeUndefined();
    expect(await resolveId(context, '../tabs', '/app/node_modules/antd/es/card/Meta.js')).toBeUndefined();
    expect(await resolveId(context, '../tabs', '/app/node_modules/not-antd/es/card/Card.js')).toBeUndefined();
    expect(await resolveId(context, '../tabs', '/app/src/pages/Card.js')).toBeUndefined();
    expect(await resolveId(context, 'antd')).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('fails the build when a target does not resolve', async () => {
    const { context } = resolver(false);
    await expect(resolveId(context, '../tabs', '/app/node_modules/antd/es/card/Card.js')).rejects.toThrow(
      /Tabs\.tsx \(for antd\/es\/card\/Card\.js\) does not resolve/,
    );
  });
});
