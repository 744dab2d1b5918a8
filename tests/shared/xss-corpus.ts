/**
 * Stored-XSS payloads for every text the portal shows back to its users (tests/e2e/xss.spec.ts). Each
 * payload, should it ever run, leaves its own mark: it sets `window.__xss` (or `parent.__xss` from a frame)
 * to its id, or calls alert/confirm/prompt with it; every element it would inject carries `id="xss-…"` or
 * `data-xss`, so one DOM query finds any that got through.
 *
 * The families: script tags, event handlers on many tags, javascript:/data: URLs in links, frames
 * and forms, attribute and element breakouts, CSS, mutation XSS (noscript, svg/math namespaces),
 * entity and whitespace obfuscation, template and markdown syntax, React's own __html shape.
 */
export interface XssPayload {
  /** The mark the payload leaves if it runs (p01…). */
  id: string;
  family: string;
  text: string;
}

const raw: [family: string, text: string][] = [
  ['script', `<script>window.__xss='p01'</script>`],
  ['script', `<script id="xss-p02">alert('p02')</script>`],
  ['handler', `<img id="xss-p03" src=x onerror="window.__xss='p03'">`],
  ['handler', `<img data-xss src="x" onerror=alert('p04')>`],
  ['svg', `<svg id="xss-p05" onload="window.__xss='p05'">`],
  ['svg', `<svg><script>window.__xss='p06'</script></svg>`],
  ['handler', `<body id="xss-p07" onload="window.__xss='p07'">`],
  ['frame', `<iframe id="xss-p08" src="javascript:parent.__xss='p08'"></iframe>`],
  ['frame', `<iframe data-xss srcdoc="<script>parent.__xss='p09'</script>"></iframe>`],
  ['url', `<a id="xss-p10" href="javascript:window.__xss='p10'">点我</a>`],
  ['url', `<a data-xss href="JaVaScRiPt:alert('p11')">查看</a>`],
  ['entity', `<a data-xss href="&#106;avascript:window.__xss='p12'">详情</a>`],
  ['whitespace', `<a data-xss href="java&#x09;script:window.__xss='p13'">详情</a>`],
  ['form', `<form id="xss-p14" action="javascript:window.__xss='p14'"><button>提交</button></form>`],
  ['form', `<button data-xss formaction="javascript:window.__xss='p15'">提交</button>`],
  ['handler', `<input id="xss-p16" autofocus onfocus="window.__xss='p16'">`],
  ['handler', `<details data-xss open ontoggle="window.__xss='p17'">`],
  ['handler', `<video data-xss><source onerror="window.__xss='p18'"></video>`],
  ['handler', `<audio id="xss-p19" src=x onerror="window.__xss='p19'">`],
  ['url', `<object data-xss data="javascript:window.__xss='p20'"></object>`],
  ['url', `<embed id="xss-p21" src="javascript:window.__xss='p21'">`],
  ['handler', `<marquee data-xss onstart="window.__xss='p22'">滚动</marquee>`],
  ['style', `<div id="xss-p23" style="width:expression(window.__xss='p23')">样式</div>`],
  ['style', `<div data-xss style="background:url(javascript:window.__xss='p24')">背景</div>`],
  ['breakout', `"><img id="xss-p25" src=x onerror="window.__xss='p25'">`],
  ['breakout', `'><svg data-xss onload="window.__xss='p26'">`],
  ['breakout', `</textarea><script>window.__xss='p27'</script>`],
  ['breakout', `</title><img id="xss-p28" src=x onerror=window.__xss='p28'>`],
  ['breakout', `</style><img data-xss src=x onerror="window.__xss='p29'">`],
  ['mxss', `<noscript><p title="</noscript><img id=xss-p30 src=x onerror=window.__xss='p30'>"></noscript>`],
  ['mxss', `<svg><foreignObject><img id="xss-p31" src=x onerror="window.__xss='p31'"></foreignObject></svg>`],
  ['mxss', `<math><mtext><table><mglyph><style><img id="xss-p32" src=x onerror="window.__xss='p32'">`],
  [
    'mxss',
    `<template><img id="xss-p33" src=x onerror="window.__xss='p33'"></template><b id="xss-p33b">模板</b>`,
  ],
  ['data', `<img data-xss src="data:image/svg+xml,<svg onload=window.__xss='p34'>">`],
  [
    'data',
    `<a id="xss-p35" href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9J3AzNSc8L3NjcmlwdD4=">附件</a>`,
  ],
  ['data', `<iframe data-xss src="data:text/html,<script>parent.__xss='p36'</script>"></iframe>`],
  ['meta', `<meta id="xss-p37" http-equiv="refresh" content="0;url=javascript:window.__xss='p37'">`],
  ['meta', `<link id="xss-p38" rel="import" href="data:text/html,<script>parent.__xss='p38'</script>">`],
  ['meta', `<base id="xss-p39" href="javascript:window.__xss='p39'//">`],
  ['handler', `<isindex data-xss type=image src=1 onerror=window.__xss='p40'>`],
  ['entity', `<img id="xss-p41" src=x onerror=&#119;indow.__xss='p41'>`],
  ['entity', `&lt;img id="xss-p42" src=x onerror="window.__xss='p42'"&gt;`],
  ['entity', `\\u003cimg id="xss-p43" src=x onerror="window.__xss='p43'"\\u003e`],
  ['whitespace', `<img/id="xss-p44"/src=x/onerror="window.__xss='p44'">`],
  ['whitespace', `<img id="xss-p45"\nsrc=x\nonerror\n=\n"window.__xss='p45'">`],
  ['script', `<scr<script>ipt>window.__xss='p46'</scr</script>ipt>`],
  ['script', `<script src="data:text/javascript,window.__xss='p47'"></script>`],
  ['svg', `<svg><animate data-xss onbegin="window.__xss='p48'" attributeName=x dur=1s></svg>`],
  [
    'svg',
    `<svg><a id="xss-p49" xlink:href="javascript:window.__xss='p49'"><text x=20 y=20>链接</text></a></svg>`,
  ],
  [
    'svg',
    `<svg><animate href="#xss-p50" attributeName="href" values="javascript:window.__xss='p50'"/><a id="xss-p50"><text y=20>动画</text></a></svg>`,
  ],
  ['handler', `<div data-xss onmouseover="window.__xss='p51'">悬停</div>`],
  ['handler', `<span id="xss-p52" onpointerenter="window.__xss='p52'">指针</span>`],
  ['style', `<style>@import 'javascript:window.__xss="p53"';</style><b id="xss-p53">导入</b>`],
  ['url', `<table data-xss background="javascript:window.__xss='p54'"><tr><td>表</td></tr></table>`],
  ['template', `{{constructor.constructor('window.__xss="p55"')()}}`],
  ['template', `\${window.__xss='p56'}`],
  ['markdown', `[点我](javascript:window.__xss='p57')`],
  ['markdown', `![图](x" onerror="window.__xss='p58')`],
  ['breakout', `<img src=x onerror="window.__xss='p59'" id="xss-p59"`],
  [
    'entity',
    `<a data-xss href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss='p60'">编码</a>`,
  ],
  ['whitespace', `<a data-xss href=" &#14;javascript:window.__xss='p61'">空白</a>`],
  ['handler', '<img id="xss-p62" src=x onerror=alert`p62`>'],
  ['svg', `<svg id="xss-p63"><script href="data:,window.__xss='p63'"/></svg>`],
  ['handler', `<x id="xss-p64" contenteditable autofocus onfocus="window.__xss='p64'">自定义</x>`],
  ['react', `{"__html":"<img id=xss-p65 src=x onerror=window.__xss='p65'>"}`],
  ['url', `javascript:window.__xss='p66'`],
  ['handler', `<img id="xss-p67" src=x onerror="eval(atob('d2luZG93Ll9feHNzPSdwNjcn'))">`],
  ['unicode', `＜script＞window.__xss='p68'＜/script＞`],
  ['unicode', `<img id="xss-p69"\u200b src=x onerror="window.__xss='p69'">`],
  ['breakout', `<<img id="xss-p70" src=x onerror="window.__xss='p70'">`],
  ['breakout', `<!--<img src="--><img id=xss-p71 src=x onerror=window.__xss='p71'>`],
  ['breakout', `<![CDATA[<img id="xss-p72" src=x onerror="window.__xss='p72'">]]>`],
  ['handler', `<select data-xss autofocus onfocus="window.__xss='p73'"></select>`],
  ['handler', `<textarea id="xss-p74" autofocus onfocus="window.__xss='p74'"></textarea>`],
  ['handler', `<keygen data-xss autofocus onfocus=window.__xss='p75'>`],
  [
    'mxss',
    `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img id=xss-p76 src=x onerror=window.__xss='p76'>">`,
  ],
  ['url', `<a data-xss href="vbscript:msgbox('p77')">旧式</a>`],
  ['handler', `<img id="xss-p78" src=x onerror="confirm('p78')">`],
  ['handler', `<img data-xss src=x onerror="prompt('p79')">`],
  ['unicode', `<img id="xss-p80" src=x onerror="\\u0077indow.__xss='p80'">`],
];

export const XSS_CORPUS: readonly XssPayload[] = raw.map(([family, text], i) => ({
  id: `p${String(i + 1).padStart(2, '0')}`,
  family,
  text,
}));

/** Payloads in groups of `size`, for surfaces that show a few records per page. */
export function xssBatches(size: number): XssPayload[][] {
  const batches: XssPayload[][] = [];
  for (let i = 0; i < XSS_CORPUS.length; i += size) batches.push(XSS_CORPUS.slice(i, i + size));
  return batches;
}

/** Selects any element a payload would inject. */
export const INJECTED_SELECTOR = '[data-xss], [id^="xss-"]';

/**
 * Whether a URL runs code when followed: the browser drops tabs and newlines anywhere and control
 * characters and spaces in front, and folds the scheme's case.
 */
export const runsScript = (url: string) =>
  /^[\s\p{Cc}]*(javascript|vbscript|data:text\/html)/iu.test(url.replace(/[\t\n\r]/g, ''));
