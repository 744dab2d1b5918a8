// The build replaces antd's style-hook generators with zero-runtime stand-ins (scripts/antd-css/styleHooks.ts).
// These tests hold the two halves of that to antd 6's own code: every module keeps its exports and calls
// no generator any more, and each stand-in hands a component the class names antd's hook would.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import type { ThemeConfig } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import { useColStyle, useRowStyle } from 'antd/es/grid/style';
import useWaveStyle from 'antd/es/_util/wave/style';
import { ANTD_CSS_VAR_KEY, portalTheme } from '../../src/app/theme';
import { withoutStyleCode } from '../../scripts/antd-css/styleHooks';
import { exportNames } from './buildPlugin';
import { useZeroRuntimeHashId, useZeroRuntimeStyle } from '../../scripts/antd-css/zeroRuntimeStyleHooks';
import { genStyleUtils } from '../../src/app/antdStyleRuntime';

// vitest runs from the project's root (jsdom gives import.meta.url no file scheme).
const antdEs = join(process.cwd(), 'node_modules/antd/es');
const generatorCall = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\s*\(/;

const antdModules = readdirSync(antdEs, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js') && !file.startsWith('theme'))
  .map((file) => ({ file, code: readFileSync(join(antdEs, file), 'utf8') }))
  .filter(({ code }) => generatorCall.test(code));

describe('antd modules without their style code', () => {
  it('covers every component style module', () => {
    const files = antdModules.map(({ file }) => relative(antdEs, join(antdEs, file)));
    expect(files.length).toBeGreaterThan(80);
    expect(files).toEqual(
      expect.arrayContaining([
        join('button', 'style', 'index.js'),
        join('button', 'style', 'compact.js'),
        join('table', 'style', 'index.js'),
        join('form', 'style', 'fallbackCmp.js'),
        join('_util', 'wave', 'style.js'),
      ]),
    );
  });

  it('keeps each module’s exports and calls no style-hook generator', () => {
    for (const { file, code } of antdModules) {
      const stripped = withoutStyleCode(code, '/zero-runtime.ts');
      expect(stripped, file).toBeDefined();
      expect(stripped, file).not.toMatch(generatorCall);
      expect(stripped, file).toMatch(/^import \{ [\w, ]+ \} from "\/zero-runtime\.ts";\n/);
      expect(exportNames(stripped!), file).toEqual(exportNames(code));
    }
  });

  it('puts each generator’s stand-in where the call was', () => {
    const code = [
      "import { genStyleHooks as hooks, genSubStyleComponent, mergeToken } from '../../theme/internal';",
      "const genBoxStyle = token => ({ [token.componentCls]: { color: 'red' } });",
      "export const useBoxStyle = hooks('Box', token => [genBoxStyle(mergeToken(token, {}))], () => ({}));",
      "export default genSubStyleComponent(['Box', 'sub'], genBoxStyle);",
    ].join('\n');
    expect(withoutStyleCode(code, '/zero-runtime.ts')).toBe(
      [
        'import { useZeroRuntimeStyle, ZeroRuntimeSubStyle } from "/zero-runtime.ts";',
        "import { genStyleHooks as hooks, genSubStyleComponent, mergeToken } from '../../theme/internal';",
        "const genBoxStyle = token => ({ [token.componentCls]: { color: 'red' } });",
        'export const useBoxStyle = useZeroRuntimeStyle;',
        'export default ZeroRuntimeSubStyle;',
      ].join('\n'),
    );
  });

  it('leaves modules alone that call no generator from the theme', () => {
    expect(
      withoutStyleCode(
        "import { unit } from '@ant-design/cssinjs';\nexport const a = unit(1);",
        '/zero-runtime.ts',
      ),
    ).toBe(undefined);
    // A local function of the same name is not antd's generator.
    expect(
      withoutStyleCode('const genStyleHooks = () => 1;\nexport default genStyleHooks();', '/zero-runtime.ts'),
    ).toBe(undefined);
  });
});

describe('the zero-runtime stand-ins', () => {
  // antd's ES modules read antd/es's contexts; 'antd' is its CommonJS build under vitest, so the
  // provider comes from antd/es too. The portal's settings that decide class names (AppProviders).
  const themed =
    (theme: ThemeConfig) =>
    ({ children }: { children: ReactNode }) =>
      createElement(ConfigProvider, { theme }, children);
  const useAntdHooks = () => [
    useButtonStyle('ant-btn'),
    useColStyle('ant-col'),
    useRowStyle('ant-row'),
    useWaveStyle('ant-wave'),
    useWaveStyle('ant-wave'),
  ];
  // The generators antd's theme gets in the build (narrowAntdImports) make the same hooks.
  const generators = genStyleUtils();
  const useGeneratedStyle = generators.genStyleHooks();
  const useGeneratedHashId = generators.genComponentStyleHook();
  const useStandInHooks = () => [
    useZeroRuntimeStyle(),
    useZeroRuntimeStyle(),
    useGeneratedStyle(),
    useZeroRuntimeHashId(),
    useGeneratedHashId(),
  ];

  // Both sets in one render: a provider without a cssVar key makes one per mount.
  const useBothHooks = () => ({ antd: useAntdHooks(), standIn: useStandInHooks() });

  it('return the class names antd’s own hooks return under the portal’s theme', () => {
    const wrapper = themed({ ...portalTheme, zeroRuntime: true, cssVar: { key: ANTD_CSS_VAR_KEY } });
    const { antd, standIn } = renderHook(useBothHooks, { wrapper }).result.current;
    expect(standIn).toEqual(antd);
    expect(standIn[0]).toEqual([expect.stringMatching(/^css-[\w-]+$/), ANTD_CSS_VAR_KEY]);
  });

  it('follow antd’s hooks in an unhashed theme and outside any provider', () => {
    const unhashed = renderHook(useBothHooks, { wrapper: themed({ zeroRuntime: true, hashed: false }) })
      .result.current;
    expect(unhashed.standIn).toEqual(unhashed.antd);
    expect(unhashed.standIn[3]).toBe('');
    const bare = renderHook(useBothHooks).result.current;
    expect(bare.standIn).toEqual(bare.antd);
  });
});
