import { describe, expect, it } from 'vitest';
import { CHUNK_MAP, chunkMap, type ChunkMapEntry } from '../../scripts/build/chunkMap';
import { callHook, testBundle, testChunk } from './buildPlugin';
import { portalBundle, root } from './buildBundle';

function chunkMapOf(bundle: Record<string, unknown>): Record<string, ChunkMapEntry> {
  const plugin = chunkMap();
  const emitted: { fileName: string; source: string }[] = [];
  callHook(plugin, 'configResolved', {}, { root });
  callHook(
    plugin,
    'generateBundle',
    { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
    {},
    bundle,
  );
  expect(emitted.map((file) => file.fileName)).toEqual([CHUNK_MAP]);
  return JSON.parse(emitted[0].source) as Record<string, ChunkMapEntry>;
}

describe('chunkMap', () => {
  it('lists every chunk with its imports and the source modules it holds, by project path', () => {
    const map = chunkMapOf(portalBundle());
    expect(Object.keys(map)).toHaveLength(Object.keys(portalBundle()).length);
    expect(map['assets/index.js']).toMatchObject({
      entry: true,
      bootStage: false,
      facade: 'index.html',
      imports: ['assets/vendor.js'],
      dynamicImports: ['assets/reactDom.js', 'assets/router.js', 'assets/mocks.js'],
      modules: ['src/main.tsx'],
    });
    expect(map['assets/shell.js'].modules).toEqual([
      'src/layout/MainLayout.tsx',
      'node_modules/antd/es/menu/menu.js',
    ]);
    expect(map['assets/vendor.js'].modules).toEqual(['vite/preload-helper.js']);
  });

  it("marks the boot stages, the entry's dynamic imports but the stand-in", () => {
    const map = chunkMapOf(portalBundle());
    const stages = Object.keys(map).filter((file) => map[file].bootStage);
    expect(stages).toEqual(['assets/reactDom.js', 'assets/router.js']);
  });

  it('lists the assets a chunk imports and leaves out the assets of the bundle', () => {
    const withFont = testChunk('assets/print.js', {
      viteMetadata: { importedAssets: new Set(['assets/font.ttf']), importedCss: new Set() },
    });
    const map = chunkMapOf(
      testBundle(withFont, { fileName: 'assets/font.ttf', type: 'asset' } as { fileName: string }),
    );
    expect(Object.keys(map)).toEqual(['assets/print.js']);
    expect(map['assets/print.js'].assets).toEqual(['assets/font.ttf']);
  });
});
