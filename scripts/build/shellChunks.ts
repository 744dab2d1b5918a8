/**
 * The shell's code in two chunks instead of some thirty (vite.config.ts, shellChunks).
 *
 * Rolldown splits modules by the set of entries (the entry and every dynamic import) that reach them,
 * so the shell's antd parts came apart by which pages share each: tooltip, dropdown, tabs, a dozen
 * icons, each a file of its own. That split buys nothing, since every page that shares them opens
 * inside the shell, after the shell has loaded. /home loaded 78 script files, and each costs the main
 * thread a request, a module record and its instantiation. What the first load keeps apart: the entry
 * and its boot stages, which load before anything else, and the login page, the first screen without a
 * session. What stays outside the shell's own chunk: what a page outside it (the public pages, the error
 * pages a visitor without a session sees) also needs, so that such a page loads the shell's shared
 * parts, not its menu and tabs.
 */

/** A chunk of a build's output, as far as the plan reads it (Rolldown's OutputChunk has these). */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

export interface ShellChunkRoots {
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
export const PORTAL_SHELL_ROOTS: ShellChunkRoots = {
  shell: /\/src\/layout\/(MainLayout|shellLibrary)\.tsx?$/,
  outsideShell: /\/src\/pages\/(login|public|error)\//,
  login: /\/src\/pages\/login\//,
  notBoot: /\/src\/mocks\//,
};

/** The module ids of the two shell chunks: `shell` (only the shell's) and `shell-shared` (the public pages' too). */
export interface ShellChunkPlan {
  shell: ReadonlySet<string>;
  shared: ReadonlySet<string>;
}

export function planShellChunks(chunks: readonly PlannedChunk[], roots: ShellChunkRoots): ShellChunkPlan {
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
  const stages = entry
    .flatMap((chunk) => chunk.dynamicImports)
    .map((file) => byName.get(file))
    .filter((chunk) => chunk && !chunk.moduleIds.some((id) => roots.notBoot.test(id))) as PlannedChunk[];
  const boot = loadedWith([...entry, ...stages]);
  const login = loadedWith(holding(roots.login), true, boot);
  const outside = loadedWith(holding(roots.outsideShell), true, boot);
  const shell = [...loadedWith(holding(roots.shell))].filter((file) => !boot.has(file) && !login.has(file));
  const modulesOf = (files: string[]) => new Set(files.flatMap((file) => byName.get(file)!.moduleIds));
  return {
    shell: modulesOf(shell.filter((file) => !outside.has(file))),
    shared: modulesOf(shell.filter((file) => outside.has(file))),
  };
}
