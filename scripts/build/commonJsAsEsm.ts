import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React and React DOM as ES modules in the build. They ship as CommonJS, and the bundler's interop
 * gives every chunk that imports them a copy of their exports made of getters: each hook call and
 * each JSX element read its function through a getter, and each chunk copied some fifty getters when
 * it loaded (rolldown/rolldown#8719). Imports of these packages resolve instead to a module that
 * reads each export once, as a constant; the names are the production build's own.
 */
export const ESM_PACKAGES: Record<string, [pkg: string, production: string]> = {
  react: ['react', 'cjs/react.production.js'],
  'react/jsx-runtime': ['react', 'cjs/react-jsx-runtime.production.js'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js'],
};

const PREFIX = '\0esm:';

export function commonJsAsEsm(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'commonjs-as-esm',
    apply: 'build',
    enforce: 'pre',
    // The generated module imports the package itself: that import is left to the bundler.
    resolveId: (source, importer) =>
      source in ESM_PACKAGES && !importer?.startsWith(PREFIX) ? PREFIX + source : undefined,
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const source = id.slice(PREFIX.length);
      const [pkg, production] = ESM_PACKAGES[source]!;
      const file = join(dirname(require.resolve(`${pkg}/package.json`)), production);
      const names = Object.keys(require(file) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      return (
        `import commonJs from ${JSON.stringify(source)};\nexport default commonJs;\n` +
        `export const { ${names.join(', ')} } = commonJs;\n`
      );
    },
  };
}
