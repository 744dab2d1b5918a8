import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { Provider as MotionProvider } from '@rc-component/motion';
// The ES module build: antd/locale/zh_CN is CommonJS and drags antd/lib's picker locales along.
import zhCN from 'antd/es/locale/zh_CN';
import { useMediaQuery } from '@/utils/mediaQuery';
import { FeedbackSlot } from './FeedbackSlot';
import { ANTD_CSS_VAR_KEY, portalTheme } from './theme';
import { precomputedAlgorithm } from './themeAlgorithm';

// antd's stylesheet, prebuilt and recoloured with the portal's theme at build time (vite.config.ts):
// the browser computes no component styles at start-up, which was most of the first screen's script time.
import 'virtual:antd-theme.css';

const theme: ThemeConfig = {
  ...portalTheme,
  algorithm: precomputedAlgorithm,
  zeroRuntime: true,
  cssVar: { key: ANTD_CSS_VAR_KEY },
};

export function AppProviders({ children }: { children: ReactNode }) {
  // A user who asked the system for less motion gets dialogs, drawers, toasts and menus that appear and
  // leave at once (antd animates them by default). The browser tests ask for it too: a click on a
  // dialog's button while the dialog was still zooming in could land beside it. Followed while the
  // portal is open: turning the setting on or off takes effect without a reload.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <MotionProvider motion={!reducedMotion}>
        <FeedbackSlot />
        {children}
      </MotionProvider>
    </ConfigProvider>
  );
}
