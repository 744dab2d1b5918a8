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
    borderRadius: 4,
    // antd's stack names no Chinese face, so every Chinese character fell back to a system font search:
    // the first layout of /home took twice as long in Chromium on Linux. Named, the face is found at once.
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', " +
      "'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'Noto Sans', " +
      "sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'",
  },
} satisfies ThemeConfig;

/**
 * The class that scopes antd's CSS variables in its prebuilt stylesheet (antd/dist/antd.css declares
 * them under `.css-var-_R_0_`); as cssVar.key, the ConfigProvider gives every component this class.
 */
export const ANTD_CSS_VAR_KEY = 'css-var-_R_0_';
