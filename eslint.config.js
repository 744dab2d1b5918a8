import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { layerZones, noImportCycle } from './scripts/lint/layering.js';

// Pages call api/*, never axios; app code never imports the stand-in.
const noAxios = { name: 'axios', message: '页面与模块通过 api/* 调用后端，不直接使用 axios' };
const noMocks = { group: ['@/mocks/*', '**/mocks/*'], message: '应用代码不得引用演示后端 (mocks)' };
const apiNoReact = {
  paths: ['react', 'react-dom', 'antd', '@ant-design/icons'].map((name) => ({
    name,
    message: 'api/* 只有函数和类型，不依赖 React 与界面组件',
  })),
  patterns: [{ group: ['react/*', 'react-dom/*', 'antd/*'], message: 'api/* 不依赖 React 与界面组件' }],
};

/**
 * The layering of src (docs/architecture.md, Layers) as import zones: the folder a file is in (target) may
 * not import from the listed folders (from). Type-only and dynamic imports count as well.
 */
function zonesOf(root) {
  const sections = readdirSync(join(root, 'src/pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...sections.map((section) => ({
      target: `src/pages/${section}`,
      from: 'src/pages',
      except: [`src/pages/${section}`],
      message: '页面不引用其他栏目的页面：共用的部分放到 components/ 或 domain/',
    })),
    {
      target: 'src/pages',
      from: ['src/app', 'src/layout'],
      message:
        '页面不引用应用外壳 (app、layout)：页面与外壳共用的状态放到 stores/，提示与确认框在 lib/feedback',
    },
    {
      target: 'src/components',
      from: ['src/app', 'src/layout', 'src/pages', 'src/routes'],
      message: 'components 是页面共用的部件，不依赖应用外壳 (app、layout)、页面或路由表',
    },
    {
      target: 'src/stores',
      from: ['src/app', 'src/components', 'src/layout', 'src/pages', 'src/routes'],
      message:
        'stores 不依赖应用外壳、界面部件与路由表：需要的由外壳提供 (如 stores/tabs.ts 的 provideTabPages)',
    },
    {
      target: 'src/http',
      from: ['src/api', 'src/app', 'src/components', 'src/layout', 'src/pages', 'src/routes', 'src/stores'],
      message: 'http 是调用后端的底层：不依赖 api、stores、界面与应用外壳',
    },
    {
      target: 'src/lib',
      from: 'src',
      except: ['src/lib', 'src/utils', 'src/domain'],
      message: 'lib 是各层共用的底层服务 (提示、让出主线程)，只依赖 lib、utils 与 domain',
    },
    {
      target: 'src/domain',
      from: 'src',
      except: ['src/domain', 'src/utils'],
      message: 'domain 只依赖 domain 与 utils',
    },
    {
      target: 'src/contract',
      from: 'src',
      except: ['src/contract', 'src/domain', 'src/utils'],
      message: 'contract 只依赖 contract、domain 与 utils：前端页面与替身后端共用它，不依赖 React 与界面',
    },
    {
      target: 'src/mocks',
      from: 'src',
      // config: the stand-in serves the defaults (and the wire format) the portal ships.
      except: ['src/mocks', 'src/contract', 'src/domain', 'src/utils', 'src/config'],
      message:
        '替身后端只依赖 contract、domain、utils 与自身：不引用页面、部件、外壳或路由 (Node 里不载入 antd)',
    },
    {
      target: 'src/api',
      from: ['src/app', 'src/components', 'src/layout', 'src/pages', 'src/routes'],
      message: 'api/* 只有函数和类型，不依赖 React 与界面组件',
    },
  ];
}

/**
 * The configuration for a project folder: this project (the default export), and the fixtures of
 * tests/lint/layering.test.ts, a small src/ of their own on which every layering rule must fire.
 */
export function portalConfig(root) {
  return tseslint.config(
    {
      ignores: [
        'dist',
        'dist-demo',
        'public/mockServiceWorker.js',
        'test-results',
        'playwright-report',
        // Breaches on purpose, linted only by tests/lint/layering.test.ts.
        'tests/lint/fixtures',
      ],
    },
    {
      extends: [js.configs.recommended, ...tseslint.configs.recommended],
      files: ['**/*.{ts,tsx}'],
      languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
      plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
      rules: {
        ...reactHooks.configs.recommended.rules,
        'react-refresh/only-export-components': 'off',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      },
    },
    {
      // Playwright fixtures call `use`, which is not React's hook.
      files: ['tests/e2e/**/*.ts'],
      rules: { 'react-hooks/rules-of-hooks': 'off' },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      plugins: { portal: { rules: { 'no-import-cycle': noImportCycle, 'layer-zones': layerZones } } },
      rules: {
        'portal/no-import-cycle': ['error', { root }],
        'portal/layer-zones': ['error', { root, zones: zonesOf(root) }],
      },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/mocks/**', 'src/main.tsx', 'src/http/**'],
      rules: { 'no-restricted-imports': ['error', { paths: [noAxios], patterns: [noMocks] }] },
    },
    {
      // ESLint replaces a rule's options per block, so api/* repeats the rules above with its own.
      files: ['src/api/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [noAxios, ...apiNoReact.paths], patterns: [noMocks, ...apiNoReact.patterns] },
        ],
      },
    },
    {
      // expect(list.every(...)) passes on an empty list, expect(list.some(...)).toBe(false) as well.
      files: ['tests/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector:
              "CallExpression[callee.name='expect'] > CallExpression[callee.property.name=/^(every|some)$/]",
            message:
              '空列表上 every 恒为真、some 恒为假：逐项检查请用 tests/helpers/lists.ts 的 expectEvery / expectNone，它们先要求列表非空',
          },
        ],
      },
    },
  );
}

export default portalConfig(import.meta.dirname);
