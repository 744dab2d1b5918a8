import type { Rolldown } from 'vite';
import { FIRST_SCREEN_MODULES } from '../../src/app/boot/deferredStyles.ts';
import { bootStages } from './chunkPlan.ts';

type Bundle = Record<string, { type: string }>;

const chunksOf = (bundle: Bundle) =>
  Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');

/** The file names of the boot stages' chunks (scripts/build/chunkPlan.ts, bootStages). */
export const bootStageChunks = (bundle: Bundle): string[] =>
  bootStages(chunksOf(bundle)).map((chunk) => chunk.fileName);

/** These chunks and every chunk they import statically, by file name. */
export function staticClosure(bundle: Bundle, files: Iterable<string>): Set<string> {
  const byName = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const closure = new Set<string>();
  const visit = (file: string) => {
    if (closure.has(file) || !byName.has(file)) return;
    closure.add(file);
    byName.get(file)!.imports.forEach(visit);
  };
  for (const file of files) visit(file);
  return closure;
}

/**
 * The chunks of the first screen: the entry, the boot stages, the login page, the shell and the home
 * page (FIRST_SCREEN_MODULES, or the pages named), with every chunk they import statically.
 */
export function firstScreenChunks(
  bundle: Bundle,
  pages: readonly string[] = FIRST_SCREEN_MODULES,
): Set<string> {
  const isFirstScreenPage = (id: string) => {
    const path = id.replaceAll('\\', '/').replace(/\.[jt]sx?$/, '');
    return pages.some((module) => path.endsWith(`/${module}`));
  };
  const starts = chunksOf(bundle)
    .filter((chunk) => chunk.isEntry || chunk.moduleIds.some(isFirstScreenPage))
    .map((chunk) => chunk.fileName);
  return staticClosure(bundle, [...starts, ...bootStageChunks(bundle)]);
}
