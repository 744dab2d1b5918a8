import { describe, expect, it } from 'vitest';
import { planChunks, PORTAL_CHUNK_ROOTS, type PlannedChunk } from '../../scripts/build/chunkPlan';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
) => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry: fileName === 'index.js',
  moduleIds: moduleIds.map((id) => `/app/${id}`),
  imports,
  dynamicImports,
});

/** A build as Rolldown splits it: the entry with its stages, the login page, a public page, the shell, pages inside it. */
const build: PlannedChunk[] = [
  chunk('index.js', ['src/main.tsx'], [], ['react.js', 'router.js', 'mocks.js']),
  chunk('react.js', ['node_modules/react/index.js']),
  chunk('router.js', ['src/app/router.tsx'], ['react.js', 'button.js'], ['MainLayout.js', 'LoginPage.js']),
  chunk('mocks.js', ['src/mocks/browser.ts'], ['tag.js']),
  chunk('button.js', ['node_modules/antd/es/button/index.js']),
  chunk('LoginPage.js', ['src/pages/login/LoginPage.tsx'], ['react.js', 'input.js']),
  chunk('input.js', ['node_modules/antd/es/input/index.js'], ['button.js']),
  chunk('RegisterPage.js', ['src/pages/public/RegisterPage.tsx'], ['input.js', 'tooltip.js'], ['Preview.js']),
  chunk('Preview.js', ['src/components/Preview.tsx'], ['image.js']),
  chunk('image.js', ['node_modules/antd/es/image/index.js']),
  chunk(
    'MainLayout.js',
    ['src/layout/MainLayout.tsx', 'src/layout/TabBar.tsx'],
    ['react.js', 'menu.js', 'tooltip.js', 'tabs.js', 'input.js', 'tag.js', 'image.js'],
  ),
  chunk(
    'menu.js',
    ['node_modules/antd/es/menu/index.js', 'node_modules/@rc-component/menu/es/index.js'],
    ['tooltip.js'],
  ),
  chunk('tooltip.js', ['node_modules/antd/es/tooltip/index.js'], ['button.js']),
  chunk('tabs.js', ['node_modules/antd/es/tabs/index.js']),
  chunk('tag.js', ['node_modules/antd/es/tag/index.js']),
  chunk('WorkerPage.js', ['src/pages/worker/WorkerPage.tsx'], ['MainLayout.js', 'tabs.js']),
];

describe('the chunk plan: the boot stages and the shell', () => {
  const plan = planChunks(build, PORTAL_CHUNK_ROOTS);
  const names = (ids: ReadonlySet<string>) => [...ids].map((id) => id.replace('/app/', '')).sort();

  it('puts what only the shell loads in its own chunk, what a public page shares in the shared one', () => {
    expect(names(plan.shell)).toEqual([
      'node_modules/@rc-component/menu/es/index.js',
      'node_modules/antd/es/menu/index.js',
      'node_modules/antd/es/tabs/index.js',
      'node_modules/antd/es/tag/index.js',
      'src/layout/MainLayout.tsx',
      'src/layout/TabBar.tsx',
    ]);
    // The image: a public page opens it on demand.
    expect(names(plan.shared)).toEqual([
      'node_modules/antd/es/image/index.js',
      'node_modules/antd/es/tooltip/index.js',
    ]);
  });

  it('leaves the boot stages and the login page their chunks, shared with the shell or not', () => {
    const grouped = new Set([...plan.shell, ...plan.shared]);
    for (const id of [
      'src/main.tsx',
      'node_modules/react/index.js',
      'src/app/router.tsx',
      'node_modules/antd/es/button/index.js',
      'node_modules/antd/es/input/index.js',
      'src/pages/login/LoginPage.tsx',
    ])
      expect(grouped.has(`/app/${id}`), id).toBe(false);
  });

  it('puts each boot stage in one chunk, without what an earlier stage loads', () => {
    const stage = (name: string) =>
      [...plan.stages]
        .filter(([, s]) => s === name)
        .map(([id]) => id.replace('/app/', ''))
        .sort();
    expect(stage('react')).toEqual(['node_modules/react/index.js']);
    expect(stage('router')).toEqual(['node_modules/antd/es/button/index.js', 'src/app/router.tsx']);
    expect(plan.stages.has('/app/src/main.tsx')).toBe(false);
    expect(plan.stages.has('/app/src/mocks/browser.ts')).toBe(false);
  });

  it('does not count the demo stand-in as a boot stage, nor the pages inside the shell as outside it', () => {
    // tag.js is loaded by the stand-in and by the shell only: the shell's own chunk, not the boot's.
    expect(plan.shell.has('/app/node_modules/antd/es/tag/index.js')).toBe(true);
    // tabs.js is shared with a page inside the shell: still only the shell's.
    expect(plan.shell.has('/app/node_modules/antd/es/tabs/index.js')).toBe(true);
  });
});
