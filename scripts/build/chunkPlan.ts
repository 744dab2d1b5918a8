/**
 * Fewer script files for the first load (vite.config.ts, planChunksByBuild): each boot stage in one
 * chunk, and the shell's code in two instead of some thirty. Each file costs the main thread a
 * request, a module record and its instantiation; /home loaded 79 of them, /login 48.
 *
 * Rolldown splits modules by the set of entries (the entry and every dynamic import) that reach them.
 * A boot stage's modules came apart by which pages share each, though every page loads every stage
 * (index.html preloads them): one chunk per stage keeps the stages' tasks as they were. The shell's
 * antd parts came apart the same way (tooltip, dropdown, tabs, a dozen icons), though every page that
 * shares them opens inside the shell, after it has loaded. What the shell's chunks leave out: what the
 * boot stages and the login page, the first screen without a session, already load; and, in a chunk
 * of its own, what a page outside the shell (the public pages, the error pages a visitor without a
 * session sees) also needs, so that such a page loads the shell's shared parts, not its menu and tabs.
 */

/** A chunk of a build's output, as far as the plan reads it (Rolldown's OutputChunk has these). */
export interface PlannedChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

export interface ChunkPlanRoots {
  /** Modules of the shell (its layout, its library of antd parts). */
  shell: RegExp;
  /** Modules of the pages a visitor can open outside the shell. */
  outsideShell: RegExp;
  /** Of those, the login page's: it keeps its own chunks, shared with the shell or not. */
  login: RegExp;
  /** Dynamic imports of the entry that are no boot stage (the demo build's stand-in). */
  notBoot: RegExp;
}

/**
 * The portal's: the shell's layout and its antd parts; the public pages and the error pages, which a
 * visitor without a session sees outside the shell (scripts/bench/bundle.ts checks that every public
 * route's page lives there).
 */
export const PORTAL_CHUNK_ROOTS: ChunkPlanRoots = {
  shell: /\/src\/layout\/(MainLayout|shellLibrary)\.tsx?$/,
  outsideShell: /\/src\/pages\/(login|public|error)\//,
  login: /\/src\/pages\/login\//,
  notBoot: /\/src\/mocks\//,
};

/**
 * Which chunk each planned module goes to: the boot stages' one each, and the shell's two, `shell` (only
 * the shell's) and `shell-shared` (the public pages' too).
 */
export interface ChunkPlan {
  shell: ReadonlySet<string>;
  shared: ReadonlySet<string>;
  /** Each boot stage's modules (those no earlier stage loads) by the stage's chunk name. */
  stages: ReadonlyMap<string, string>;
}

/**
 * The boot stages (src/main.tsx loads the portal in stages, each a dynamic import evaluated in a task of
 * its own): the entry chunk's dynamic imports but the demo stand-in's (roots.notBoot).
 */
export function bootStages<Chunk extends PlannedChunk>(
  chunks: readonly Chunk[],
  roots: Pick<ChunkPlanRoots, 'notBoot'> = PORTAL_CHUNK_ROOTS,
): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return chunks
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.dynamicImports)
    .flatMap((file) => byName.get(file) ?? [])
    .filter((chunk) => !chunk.moduleIds.some((id) => roots.notBoot.test(id)));
}

export function planChunks(chunks: readonly PlannedChunk[], roots: ChunkPlanRoots): ChunkPlan {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /**
   * The chunks these load before they run, themselves and all they import statically, and with `later`
   * also those they may import on demand, short of `known` (the boot's, whose on-demand imports are the
   * pages of the route table).
   */
  const loadedWith = (starts: Iterable<PlannedChunk>, later = false, known = new Set<string>()) => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file) || known.has(file) || !byName.has(file)) return;
      loaded.add(file);
      const chunk = byName.get(file)!;
      chunk.imports.forEach(visit);
      if (later) chunk.dynamicImports.forEach(visit);
    };
    for (const chunk of starts) visit(chunk.fileName);
    return loaded;
  };
  const holding = (modules: RegExp) =>
    chunks.filter((chunk) => chunk.moduleIds.some((id) => modules.test(id)));
  const entry = chunks.filter((chunk) => chunk.isEntry);
  const stages = bootStages(chunks, roots);
  const boot = loadedWith([...entry, ...stages]);
  const login = loadedWith(holding(roots.login), true, boot);
  const outside = loadedWith(holding(roots.outsideShell), true, boot);
  const shell = [...loadedWith(holding(roots.shell))].filter((file) => !boot.has(file) && !login.has(file));
  const modulesOf = (files: string[]) => new Set(files.flatMap((file) => byName.get(file)!.moduleIds));
  const stageOf = new Map<string, string>();
  const before = loadedWith(entry);
  for (const stage of stages) {
    const files = [...loadedWith([stage])].filter((file) => !before.has(file));
    files.forEach((file) => before.add(file));
    for (const id of modulesOf(files)) stageOf.set(id, stage.name);
  }
  return {
    stages: stageOf,
    shell: modulesOf(shell.filter((file) => !outside.has(file))),
    shared: modulesOf(shell.filter((file) => outside.has(file))),
  };
}
