import type { BrowserContextOptions } from '@playwright/test';

/**
 * How every browser of the tests is set up: the users' language and time zone, and less motion (the
 * portal then shows dialogs at once: a click on a dialog that was still zooming in could miss it).
 * playwright.config.ts gives them to each test's page; `otherBrowser` to a second user's browser.
 */
export const portalContextOptions: BrowserContextOptions = {
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  reducedMotion: 'reduce',
};
