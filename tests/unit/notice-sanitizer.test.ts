import { disarmInlineHandlers, sanitizeNoticeHtml } from '@/pages/notice/sanitizeNotice';
import { INJECTED_SELECTOR, XSS_CORPUS, runsScript } from '../shared/xss-corpus';

/** What of the sanitised markup could still run or pass for the portal's own elements. */
function dangersIn(clean: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = clean;
  const found: string[] = [];
  const elements = [...host.querySelectorAll('*')];
  for (const el of elements) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'base',
        'meta',
        'link',
        'form',
        'input',
        'button',
        'style',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const { name, value } of el.attributes) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'values'].includes(
          name,
        ) &&
        runsScript(value)
      )
        found.push(`${tag}[${name}=${value}]`);
      if (name === 'srcdoc') found.push(`${tag}[${name}]`);
      if (name === 'style' && /expression|javascript:/i.test(value)) found.push(`${tag}[style=${value}]`);
    }
  }
  host.querySelectorAll(INJECTED_SELECTOR).forEach((el) => found.push(`injected ${el.outerHTML}`));
  return found;
}

describe('notice HTML sanitiser against the XSS corpus', () => {
  it('has a corpus of at least 50 distinct payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_CORPUS.map((p) => p.text)).size).toBe(XSS_CORPUS.length);
  });

  it.each(XSS_CORPUS.map((p) => [p.id, p.family, p.text]))(
    '%s (%s) leaves nothing that runs',
    (_id, _family, text) => {
      expect(dangersIn(sanitizeNoticeHtml(text))).toEqual([]);
    },
  );

  it('leaves nothing that runs when the whole corpus is one notice', () => {
    const all = XSS_CORPUS.map((p) => `<p>${p.text}</p>`).join('\n');
    expect(dangersIn(sanitizeNoticeHtml(all))).toEqual([]);
  });

  it('renames every inline handler before the HTML is parsed (no CSP report while sanitising)', () => {
    const all = XSS_CORPUS.map((p) => `<p>${p.text}</p>`).join('\n');
    const parsed = new DOMParser().parseFromString(disarmInlineHandlers(all), 'text/html');
    const handlers = [...parsed.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
    );
    expect(handlers).toEqual([]);
    // Text outside tags is left as written.
    expect(disarmInlineHandlers('<p title="x">写 onclick=1 的说明</p>')).toBe(
      '<p title="x">写 onclick=1 的说明</p>',
    );
  });

  it('keeps the notice markup: headings, lists, images, links that open safely', () => {
    const clean = sanitizeNoticeHtml(
      '<h2 id="scope">范围</h2><ul><li>电梯</li></ul><img src="/favicon.svg" alt="标志"><a href="https://www.tzsb.example.cn/n" target="_blank">公告</a>',
    );
    const host = document.createElement('div');
    host.innerHTML = clean;
    expect(host.querySelector('h2')?.id).toBe('user-content-scope');
    expect(host.querySelector('li')?.textContent).toBe('电梯');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/favicon.svg');
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://www.tzsb.example.cn/n');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
