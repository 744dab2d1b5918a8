import type { Plugin } from 'vite';
import { bootStageChunks } from './firstScreen.ts';

export const CHUNK_MAP = '.vite/chunks.json';

/** One chunk in the chunk map; the bench (scripts/bench/bundle.ts) reads the same shape. */
export interface ChunkMapEntry {
  entry: boolean;
  /** Loaded by src/main.tsx before the first render (one of its staged dynamic imports). */
  bootStage: boolean;
  facade?: string;
  imports: string[];
  dynamicImports: string[];
  /** The source modules it holds, as paths from the project root. */
  modules: string[];
  assets: string[];
}

/**
 * `.vite/chunks.json` in the build: each chunk's static and lazy imports, the source modules it holds
 * and the assets it imports. The bench reads it to add up every route's first-load script and to prove
 * that no heavy library (exceljs, pdf-lib, fontkit, a font, a chart library) rides in a chunk that
 * /login or /home loads. Vite's own manifest (`build.manifest`) names each chunk by its entry module
 * only, not the modules it holds, and knows nothing of the boot stages.
 */
export function chunkMap(): Plugin {
  let root = '';
  return {
    name: 'chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root.replaceAll('\\', '/') + '/';
    },
    generateBundle(_options, bundle) {
      const stages = new Set(bootStageChunks(bundle));
      const local = (id: string) => id.replace(/^\0/, '').replaceAll('\\', '/').replace(root, '');
      const chunks: Record<string, ChunkMapEntry> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = {
          entry: item.isEntry,
          bootStage: stages.has(item.fileName),
          facade: item.facadeModuleId ? local(item.facadeModuleId) : undefined,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: item.moduleIds.map(local),
          assets: [...(item.viteMetadata?.importedAssets ?? [])],
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP, source: JSON.stringify(chunks) });
    },
  };
}
