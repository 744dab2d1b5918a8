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
  vi.restoreAllMocks();
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
  const inlined = (name: string) =>
    `<link media="print" data-inlined rel="stylesheet" href="/assets/${name}.css">`;

  it('are loaded once each has loaded or failed, including one whose request ended before the entry ran', async () => {
    const { inlinedSheetsLoaded } = await freshModule();
    document.head.innerHTML =
      inlined('first-a') +
      inlined('first-b') +
      inlined('first-c') +
      '<link media="print" rel="stylesheet" href="/p.css">';
    const [a, b, c] = document.head.querySelectorAll('link');
    // first-c failed before the entry ran: no sheet, no event to come, only its resource timing entry.
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === c.href ? [{ name } as PerformanceEntry] : [],
    );
    let loaded: HTMLLinkElement[] | undefined;
    const loading = inlinedSheetsLoaded().then((links) => (loaded = links));
    a.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(loaded).toBeUndefined();
    b.dispatchEvent(new Event('error'));
    await loading;
    expect(loaded).toEqual([a, b, c]);
    // Loading them applies nothing: that is for applyInlinedSheets, later.
    expect([a.media, b.media, c.media]).toEqual(['print', 'print', 'print']);
  });

  it('apply to every medium, a sheet a task', async () => {
    const { applyInlinedSheets } = await freshModule();
    document.head.innerHTML =
      inlined('first-a') + inlined('first-b') + '<link media="print" rel="stylesheet" href="/p.css">';
    const [a, b, print] = document.head.querySelectorAll('link');
    const applying = applyInlinedSheets([a, b]);
    // Not in the caller's task.
    expect(a.media).toBe('print');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([a.media, b.media]).toEqual(['all', 'print']);
    await applying;
    expect([a.media, b.media, print.media]).toEqual(['all', 'all', 'print']);
  });

  it('are none on a page without them', async () => {
    const { inlinedSheetsLoaded, applyInlinedSheets } = await freshModule();
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/first.css">';
    const links = await inlinedSheetsLoaded();
    expect(links).toEqual([]);
    await applyInlinedSheets(links);
    expect(document.head.querySelector('link')!.media).toBe('');
  });
});
