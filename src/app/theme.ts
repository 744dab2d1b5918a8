import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme, read by AppProviders and, at build time, by vite.config.ts to recolour
 * antd's prebuilt stylesheet (zero-runtime styles: antd computes no CSS in the browser).
 *
 * It meets WCAG AA contrast (4.5:1 for text): antd's default primary #1677ff with white text is
 * 4.1:1 and its secondary/tertiary greys (45% black) are 3.4:1, so both are darkened here.
 * #0958d9 on white is 6.0:1; 65% black is 7.0:1 and 60% black 5.7:1.
 */
export const portalTheme = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // The select placeholder is text a user reads (25% black is 1.9:1); 55% is 4.8:1 and still paler
    // than a chosen value (88%). Set by its own property: its default is also the disabled grey.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Status colours are text too (danger links, status tags, warning figures): antd's red, green and
    // gold are 3.3, 2.3 and 1.9:1 on white. These shades are 4.5:1 or more on white and on their own
    // light backgrounds, which stay antd's (a dark seed would otherwise grey its tints).
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorErrorBgHover: '#fff1f0',
    colorErrorBgFilledHover: '#ffdfdc',
    colorErrorBgActive: '#ffccc7',
    colorErrorBorder: '#ffccc7',
    colorErrorBorderHover: '#ffa39e',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorSuccessHover: '#95de64',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    colorWarningHover: '#ffd666',
    colorInfo: '#0958d9',
    // Preset tag colours (green, orange, cyan tags) are drawn in shade 7 on shade 1.
    green7: '#237804',
    orange7: '#ad4e00',
    cyan7: '#006d75',
    borderRadius: 4,
    // antd's stack names no Chinese face, so every Chinese character fell back to a system font search:
    // the first layout of /home took twice as long in Chromium on Linux. Named, the face is found at once.
    // Chinese faces first, as on most Chinese sites: Latin letters and digits take the Chinese face's
    // own, so mixed text keeps one face and the first layout loads one font, not two (Chromium on
    // Linux: the first layout of /login 12-13 ms instead of 17-23 ms).
    fontFamily:
      "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', " +
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', " +
      "sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'",
  },
} satisfies ThemeConfig;

/**
 * The class that scopes antd's CSS variables in its prebuilt stylesheet (antd/dist/antd.css declares
 * them under `.css-var-_R_0_`); as cssVar.key, the ConfigProvider gives every component this class.
 */
/** Theme tokens the build sets by their custom property, not by swapping their default value everywhere. */
export const THEMED_BY_PROPERTY = ['colorTextPlaceholder'] as const;

export const ANTD_CSS_VAR_KEY = 'css-var-_R_0_';
