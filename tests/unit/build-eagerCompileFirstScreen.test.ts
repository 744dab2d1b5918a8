import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileFirstScreen } from '../../scripts/build/eagerCompileFirstScreen';
import { callHook, type TestChunk } from './buildPlugin';
import { portalBundle } from './buildBundle';

function compiled() {
  const bundle = portalBundle() as Record<string, TestChunk>;
  callHook(eagerCompileFirstScreen(), 'generateBundle', {}, {}, bundle);
  return bundle;
}
const hinted = (bundle: Record<string, TestChunk>) =>
  Object.keys(bundle).filter((file) => bundle[file].code.startsWith(`${EAGER_COMPILE_HINT}\n`));

describe('eagerCompileFirstScreen', () => {
  it("hints the first screen's large chunks and axios, and no other chunk", () => {
    // The list page and the stand-in are as large, but no first screen loads them; scheduler is small.
    expect(hinted(compiled())).toEqual(['assets/reactDom.js', 'assets/http.js']);
  });

  it('keeps the code and moves its source map a line down', () => {
    const bundle = compiled();
    expect(bundle['assets/reactDom.js'].code).toBe(`${EAGER_COMPILE_HINT}\n${'r'.repeat(60_000)}`);
    expect(bundle['assets/reactDom.js'].map?.mappings).toBe(';AAAA');
  });
});
