import { afterEach, describe, expect, it, vi } from 'vitest';

const hrefs = ['/assets/later-a.css', '/assets/later-b.css', '/assets/later-c.css'];
const shellHrefs = ['/assets/shell-a.css', '/assets/shell-b.css'];

async function freshModule() {
  vi.resetModules();
  return import('@/app/boot/deferredStyles');
}

const laterLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the later stylesheets', () => {
  it('are linked one per task, ahead of the first sheet, and resolve once all have loaded', async () => {
    const { DEFERRED_STYLESHEETS_META, loadDeferredStyles } = await freshModule();
    document.head.innerHTML =
      `<meta name="${DEFERRED_STYLESHEETS_META}" content="${hrefs.join(' ')}">` +
      '<link rel="stylesheet" href="/assets/first.css">';

    let applied = false;
    const loading = loadDeferredStyles().then(() => (applied = true));
    // The first link goes in at once; the others each after a yield to the browser.
    expect(laterLinks()).toEqual([hrefs[0], '/assets/first.css']);
    await vi.waitFor(() => expect(laterLinks()).toEqual([...hrefs, '/assets/first.css']));
    // Called again while loading: the same promise, nothing linked twice.
    expect(loadDeferredStyles()).toBe(loadDeferredStyles());

    const links = [...document.head.querySelectorAll('link')].slice(0, hrefs.length);
    links.slice(0, -1).forEach((link) => link.dispatchEvent(new Event('load')));
    await Promise.resolve();
    expect(applied).toBe(false);
    // A sheet that fails still lets the pages open (unstyled parts rather than none).
    links.at(-1)!.dispatchEvent(new Event('error'));
    await loading;
    expect(applied).toBe(true);
    expect(laterLinks()).toHaveLength(hrefs.length + 1);
  });

  it("come after the shell's sheets, which are linked once, in order, ahead of the first sheet, and waited for", async () => {
    const { DEFERRED_STYLESHEETS_META, SHELL_STYLESHEET_META, loadDeferredStyles, loadShellStyles } =
      await freshModule();
    document.head.innerHTML =
      `<meta name="${SHELL_STYLESHEET_META}" content="${shellHrefs.join(' ')}">` +
      `<meta name="${DEFERRED_STYLESHEETS_META}" content="${hrefs.join(' ')}">` +
      '<link rel="stylesheet" href="/assets/first.css">';

    let shellApplied = false;
    const shell = loadShellStyles().then(() => (shellApplied = true));
    expect(loadShellStyles()).toBe(loadShellStyles());
    expect(laterLinks()).toEqual([...shellHrefs, '/assets/first.css']);
    const [shellA, shellB] = document.head.querySelectorAll('link');
    shellA.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(shellApplied).toBe(false);
    shellB.dispatchEvent(new Event('load'));
    await shell;

    const all = loadDeferredStyles();
    await vi.waitFor(() => expect(laterLinks()).toEqual([...hrefs, ...shellHrefs, '/assets/first.css']));
    [...document.head.querySelectorAll('link')]
      .slice(0, hrefs.length)
      .forEach((link) => link.dispatchEvent(new Event('load')));
    await expect(all).resolves.toBeUndefined();
  });

  it('resolve at once where the build named none', async () => {
    const { loadDeferredStyles, loadShellStyles } = await freshModule();
    await expect(loadShellStyles()).resolves.toBeUndefined();
    await expect(loadDeferredStyles()).resolves.toBeUndefined();
    expect(laterLinks()).toEqual([]);
  });
});

describe('the sheets a prerendered page carried inline', () => {
  it('apply to every medium, and resolve once each has loaded or failed', async () => {
    const { INLINED_SHEET_ATTRIBUTE, applyInlinedSheets } = await freshModule();
    document.head.innerHTML =
      `<link media="print" ${INLINED_SHEET_ATTRIBUTE} rel="stylesheet" href="/assets/first-a.css">` +
      `<link media="print" ${INLINED_SHEET_ATTRIBUTE} rel="stylesheet" href="/assets/first-b.css">` +
      '<link media="print" rel="stylesheet" href="/assets/print.css">';
    let applied = false;
    const applying = applyInlinedSheets().then(() => (applied = true));
    const [a, b, print] = document.head.querySelectorAll('link');
    expect([a.media, b.media, print.media]).toEqual(['all', 'all', 'print']);
    a.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(applied).toBe(false);
    b.dispatchEvent(new Event('error'));
    await applying;
    expect(applied).toBe(true);
  });

  it('resolve at once on a page without them', async () => {
    const { applyInlinedSheets } = await freshModule();
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/first.css">';
    await expect(applyInlinedSheets()).resolves.toBeUndefined();
    expect(document.head.querySelector('link')!.media).toBe('');
  });
});
