import { setupWorker } from 'msw/browser';
import type { AppConfig } from '@/config';
import { restore, setChangeListener, snapshot, type Entity } from './db';
import { standInHandler } from './handlers';
import { PDF_FONT_ASSET, setPdfFontLoader } from './pdfFont';
import { adoptPortalConfig, standInSettings } from './settings';

/**
 * Bumped when stored rows change shape (v2: equipment use states are codes; v3: applications carry a
 * public id and keep no initial password), so old data is not read.
 */
const STORAGE_KEY = 'esp-stand-in-db-v3';
const OLD_STORAGE_KEYS = ['esp-stand-in-db-v1', 'esp-stand-in-db-v2'];

/** Collections rebuilt from code on every start (role definitions follow the access table). */
const NOT_PERSISTED = new Set(['roles', 'captchas']);

function save() {
  const data = Object.fromEntries(Object.entries(snapshot()).filter(([name]) => !NOT_PERSISTED.has(name)));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch (error) {
    console.warn('[stand-in] 演示数据无法保存到本地存储', error);
  }
}

/** Starts the stand-in backend in a service worker; its data survives reloads in localStorage. */
export async function startBrowserStandIn(config: AppConfig): Promise<void> {
  // The demo's aids: the account list on the login page, 重置演示数据, SMS codes shown on screen.
  standInSettings.mode = 'demo';
  adoptPortalConfig(config);
  standInSettings.latency = 150;
  OLD_STORAGE_KEYS.forEach((key) => localStorage.removeItem(key));
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved) restore(JSON.parse(saved) as Record<string, Entity[]>);
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  setChangeListener(() => {
    clearTimeout(timer);
    timer = setTimeout(save, 100);
  });
  // The demo build's copy of the PDF face (docs/build.md), fetched with the first PDF.
  setPdfFontLoader(async () => {
    const response = await fetch(`${import.meta.env.BASE_URL}${PDF_FONT_ASSET}`);
    if (!response.ok) throw new Error(`font asset: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  await setupWorker(standInHandler).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  console.info('[stand-in] 演示后端已启动（数据保存在本浏览器）');
}
