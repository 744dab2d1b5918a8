import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The ES module build: antd/locale/zh_CN is CommonJS and drags antd/lib's picker locales along.
import zhCN from 'antd/es/locale/zh_CN';
import { FeedbackSlot } from './FeedbackSlot';

/**
 * The theme meets WCAG AA contrast (4.5:1 for text): antd's default primary #1677ff with white text
 * is 4.1:1 and its secondary/tertiary greys (45% black) are 3.4:1, so both are darkened here.
 * #0958d9 on white is 6.0:1; 65% black is 7.0:1 and 60% black 5.7:1.
 */
const theme = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 4,
  },
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <FeedbackSlot />
      {children}
    </ConfigProvider>
  );
}
