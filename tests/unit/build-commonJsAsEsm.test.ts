import { describe, expect, it } from 'vitest';
import { expectEvery } from '../helpers/lists';
import { commonJsAsEsm, ESM_PACKAGES } from '../../scripts/build/commonJsAsEsm';
import { callHook } from './buildPlugin';

const plugin = commonJsAsEsm();
const resolveId = (source: string, importer?: string) =>
  callHook(plugin, 'resolveId', {}, source, importer, {});
const load = (id: string) => callHook(plugin, 'load', {}, id) as string | undefined;

describe('commonJsAsEsm', () => {
  it('resolves every React entry the portal imports to a generated module, and nothing else', () => {
    for (const source of Object.keys(ESM_PACKAGES))
      expect(resolveId(source, '/app/src/main.tsx')).toBe(`\0esm:${source}`);
    expect(resolveId('react-router-dom', '/app/src/main.tsx')).toBeUndefined();
    expect(resolveId('react/jsx-dev-runtime', '/app/src/main.tsx')).toBeUndefined();
  });

  it("leaves the generated module's own import of the package to the bundler", () => {
    expect(resolveId('react', '\0esm:react')).toBeUndefined();
  });

  it("exports each of the production build's names once, as constants read from its exports", () => {
    const react = load('\0esm:react')!;
    expect(react).toContain('import commonJs from "react";\nexport default commonJs;');
    const names = /export const \{ ([^}]*) \} = commonJs;/.exec(react)![1].split(', ');
    expect(names).toEqual(
      expect.arrayContaining(['useState', 'useEffect', 'createElement', 'Suspense', 'lazy']),
    );
    expectEvery(names, (name) => /^[A-Za-z_$][\w$]*$/.test(name), 'names');
    expect(load('\0esm:react-dom/client')).toMatch(/export const \{[^}]*\bcreateRoot\b[^}]*\} = commonJs;/);
    expect(load('\0esm:react/jsx-runtime')).toMatch(/export const \{[^}]*\bjsx\b[^}]*\} = commonJs;/);
  });

  it('loads no other module', () => {
    expect(load('/app/src/main.tsx')).toBeUndefined();
  });
});
