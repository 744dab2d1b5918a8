import type { RefObject } from 'react';
import { FloatButton } from 'antd';

/** 回到顶部 for the shell's scrolling content area. */
export default function BackTop({ target }: { target: RefObject<HTMLDivElement | null> }) {
  return (
    <FloatButton.BackTop
      target={() => target.current ?? window}
      visibilityHeight={100}
      duration={450}
      style={{ insetBlockEnd: 80, insetInlineEnd: 50 }}
      tooltip="回到顶部"
      // The tooltip shows on hover only: the icon-only button needs its own name.
      aria-label="回到顶部"
    />
  );
}
