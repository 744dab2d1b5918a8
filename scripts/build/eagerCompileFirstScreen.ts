import type { Plugin, Rolldown } from 'vite';
import { firstScreenChunks } from './firstScreen.ts';

/**
 * The hint goes to the large chunks only (React DOM, antd's core, React Router): they hold nearly
 * all of the code, and the comment costs some 25 bytes of gzip in each file a route loads.
 */
export const EAGER_COMPILE_MIN_LENGTH = 50_000;

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint (Chromium 136+) on the first screen's large chunks: their functions
 * compile with the script, off the main thread while it streams in, instead of one by one on the main
 * thread at their first call. Under Lighthouse that lazy compiling was 110-130 ms of /home's main
 * thread, inside the tasks it counts as blocking. The later pages' chunks keep lazy compiling: most of
 * what they hold never runs on a visit. Browsers without the hint read a comment.
 */
export function eagerCompileFirstScreen(): Plugin {
  return {
    name: 'eager-compile-first-screen',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const firstScreen = firstScreenChunks(bundle);
      const eager = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk =>
          item.type === 'chunk' &&
          ((firstScreen.has(item.fileName) && item.code.length >= EAGER_COMPILE_MIN_LENGTH) ||
            // axios, which the HTTP client imports as a landing with a session makes its first call.
            item.moduleIds.some((id) => id.replaceAll('\\', '/').includes('/node_modules/axios/'))),
      );
      for (const chunk of eager) {
        // The comment counts only as the file's first line.
        chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}
