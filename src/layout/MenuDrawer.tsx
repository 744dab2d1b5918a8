import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/**
 * The side menu on a phone (MainLayout): over the page from the left, opened by the header's menu
 * button, the side menu's width (232 px); its title is the side menu's (the current section, or
 * 工作桌面).
 */
export default function MenuDrawer({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={232}
      title={title}
      className="shell-menu-drawer"
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
