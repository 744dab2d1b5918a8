import type { Plugin } from 'vite';
import { bootStageChunks, staticClosure } from './firstScreen.ts';

/**
 * src/main.tsx loads the portal in stages (dynamic imports, each evaluated in a task of its own): this
 * announces every stage's chunks, and all they import, with a <link rel=modulepreload> in index.html,
 * as the entry's own static imports are, so the browser fetches them in parallel from the start and
 * staging adds no request round trip. Which chunks are stages: scripts/build/chunkPlan.ts (bootStages).
 */
export function preloadBootStages(): Plugin {
  let base = '/';
  return {
    name: 'preload-boot-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const links = [...staticClosure(bundle, bootStageChunks(bundle))]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        return html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
      },
    },
  };
}
