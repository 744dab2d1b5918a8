import { defaultConfig, type AppConfig } from './defaults';
import { deepMerge, isPlain } from './merge';
import { readWireFormat } from './wire';

export { deepMerge };

export type { AppConfig };

let current: AppConfig = defaultConfig;

export const getConfig = (): AppConfig => current;

export function setConfig(next: AppConfig): void {
  current = next;
}

/**
 * config.json's text merged over the defaults, as the portal reads it (also at build time, where the
 * login page is prerendered with the build's config.json). Throws when the text is no JSON object.
 */
export function configFromJson(text: string): AppConfig {
  const parsed: unknown = JSON.parse(text);
  if (!isPlain(parsed)) throw new Error('内容不是 JSON 对象');
  const { wire, problems } = readWireFormat(parsed.wire);
  problems.forEach((problem) => console.warn(`[config] config.json 中 ${problem}，该项按原系统的格式发送`));
  return { ...deepMerge(defaultConfig, parsed), wire };
}

/**
 * Fetches config.json beside index.html and merges it over the defaults. A missing, empty or broken
 * file keeps the defaults and says why on the console: the portal must still start.
 */
export async function loadConfig(url = new URL('config.json', document.baseURI).href): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    if (!text.trim()) throw new Error('文件为空');
    current = configFromJson(text);
  } catch (error) {
    console.warn(`[config] config.json 读取失败，使用默认配置：${(error as Error).message}`);
    current = defaultConfig;
  }
  return current;
}

/** Backend base address: autoHost wins in production, else baseUrl.dev / baseUrl.pro. */
export function apiBase(config: AppConfig = current, production = import.meta.env.PROD): string {
  if (production && config.autoHost) return window.location.origin + config.autoHostPrefix;
  return production ? config.baseUrl.pro : config.baseUrl.dev;
}
