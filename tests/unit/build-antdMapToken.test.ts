import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { ANTD_MAP_TOKEN, antdMapToken } from '../../scripts/build/antdMapToken';
import { portalTheme } from '../../src/app/theme';
import { callHook } from './buildPlugin';

const plugin = antdMapToken();

describe('antdMapToken', () => {
  it("exports the portal's seed and what antd's default algorithm derives from it", () => {
    const id = callHook(plugin, 'resolveId', {}, ANTD_MAP_TOKEN, undefined, {}) as string;
    const code = callHook(plugin, 'load', {}, id) as string;
    const declared = (name: string) =>
      JSON.parse(new RegExp(`export const ${name} = (.*);`).exec(code)![1]) as Record<string, unknown>;
    const seed = declared('seed');
    expect(seed.colorPrimary).toBe(portalTheme.token.colorPrimary);
    expect(seed.fontSize).toBe(antdTheme.defaultSeed.fontSize);
    const mapToken = declared('mapToken');
    expect(mapToken).toEqual(
      JSON.parse(
        JSON.stringify(antdTheme.defaultAlgorithm({ ...antdTheme.defaultSeed, ...portalTheme.token })),
      ),
    );
    expect(mapToken.colorPrimary).toBe(portalTheme.token.colorPrimary);
  });

  it('resolves and loads nothing else', () => {
    expect(callHook(plugin, 'resolveId', {}, 'antd', undefined, {})).toBeUndefined();
    expect(callHook(plugin, 'load', {}, '/app/src/main.tsx')).toBeUndefined();
  });
});
