import { memo, useEffect, useRef, useState } from 'react';
import { Button, Tag } from 'antd';
import { CloseCircleOutlined, CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTabs, type Tab } from '@/stores/tabs';
import { homeTab } from '@/stores/tabs';
import Dropdown from '@/components/deferred/Dropdown';

const STEP = 240;

export type TabAction = 'all' | 'others' | 'left' | 'right' | 'refresh';

interface TabBarProps {
  onOpen: (tab: Tab) => void;
  onClose: (names: string[]) => void;
  onAction: (action: TabAction, tab: Tab) => void;
}

/** The opened pages: scrollable with arrows and the wheel, closable, with a right-click menu. */
export const TabBar = memo(function TabBar({ onOpen, onClose, onAction }: TabBarProps) {
  const tabs = useTabs((s) => s.tabs);
  const active = useTabs((s) => s.active);
  const outer = useRef<HTMLDivElement>(null);
  const home = homeTab().name;
  // The tab whose right-click menu is open, and where. One menu for the bar, not one per tab: every
  // antd dropdown mounts a positioning trigger that re-renders itself during the commit that adds it.
  // It opens at the pointer, on an anchor of its own: the bar itself is no popup's anchor, so the
  // menu's code can load at the first right click without mounting the tabs anew.
  const [menuAt, setMenuAt] = useState<{ tab: Tab; x: number; y: number }>();

  const scrollBy = (delta: number) => outer.current?.scrollBy({ left: delta, behavior: 'smooth' });

  // The active tab stays in view. Measured in the next frame, where the browser lays the page out
  // anyway: scrolling from the effect itself forced that layout inside React's commit (one long task).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = outer.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(active)}"]`);
      element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [active, tabs.length]);

  // Vertical wheel scrolls the bar sideways (needs a non-passive listener to stop the page scrolling).
  useEffect(() => {
    const element = outer.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (element.scrollWidth <= element.clientWidth) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY || event.deltaX;
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const contextItems = (tab: Tab): MenuProps['items'] => [
    { key: 'refresh', label: '刷新' },
    { key: 'others', label: '关闭其他' },
    { key: 'left', label: '关闭左侧' },
    { key: 'right', label: '关闭右侧' },
    { key: 'all', label: '关闭所有' },
    ...(tab.name === home ? [] : [{ type: 'divider' as const }, { key: 'close', label: '关闭' }]),
  ];

  const current = tabs.find((t) => t.name === active) ?? tabs[0];

  return (
    <div className="shell-tabbar">
      <Button
        type="text"
        size="small"
        icon={<LeftOutlined />}
        aria-label="向左滚动"
        onClick={() => scrollBy(-STEP)}
      />
      {/* Only tabs in the tablist; the tag is presentation so its close button is not inside a tab
          (axe: aria-required-children, nested-interactive). */}
      <div
        className="shell-tabbar-scroll"
        ref={outer}
        role="tablist"
        aria-label="已打开的页面"
        onContextMenu={(event) => {
          event.preventDefault();
          const name = (event.target as HTMLElement).closest('[data-tab]')?.getAttribute('data-tab');
          const tab = tabs.find((t) => t.name === name);
          if (tab) setMenuAt({ tab, x: event.clientX, y: event.clientY });
        }}
      >
        {tabs.map((tab) => (
          <Tag
            key={tab.name}
            data-tab={tab.name}
            role="presentation"
            className={tab.name === active ? 'shell-tab shell-tab-active' : 'shell-tab'}
            closable={tab.name !== home}
            // Hidden from assistive technology: inside the tablist only tabs may be (axe
            // aria-required-children); the tab's context menu (关闭) closes it as well.
            closeIcon={<CloseOutlined aria-hidden aria-label={`关闭${tab.title}`} />}
            onClose={(event) => {
              event.preventDefault();
              onClose([tab.name]);
            }}
            onClick={() => onOpen(tab)}
            onMouseDown={(event) => {
              // Middle click closes, as in browsers.
              if (event.button === 1 && tab.name !== home) {
                event.preventDefault();
                onClose([tab.name]);
              }
            }}
          >
            <span role="tab" aria-selected={tab.name === active} className="shell-tab-label">
              <span className="shell-tab-dot" />
              {tab.title}
            </span>
          </Tag>
        ))}
      </div>
      {menuAt && (
        <Dropdown
          key={`${menuAt.x},${menuAt.y}`}
          trigger={['contextMenu']}
          open
          onOpenChange={(open) => !open && setMenuAt(undefined)}
          menu={{
            items: contextItems(menuAt.tab),
            onClick: ({ key }) => {
              setMenuAt(undefined);
              if (key === 'close') onClose([menuAt.tab.name]);
              else onAction(key as TabAction, menuAt.tab);
            },
          }}
        >
          <span className="shell-tabbar-menu-anchor" style={{ left: menuAt.x, top: menuAt.y }} />
        </Dropdown>
      )}
      <Button
        type="text"
        size="small"
        icon={<RightOutlined />}
        aria-label="向右滚动"
        onClick={() => scrollBy(STEP)}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'all', label: '关闭所有' },
            { key: 'others', label: '关闭其他' },
          ],
          onClick: ({ key }) => current && onAction(key as TabAction, current),
        }}
      >
        <Button type="text" size="small" icon={<CloseCircleOutlined />} aria-label="关闭标签" />
      </Dropdown>
    </div>
  );
});
