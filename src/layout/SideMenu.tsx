import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { getConfig } from '@/config';
import { mainRoutes } from '@/routes/table';
import { useSession } from '@/stores/session';
import { RouteIcon } from './icons';
import { buildMenu, externalUrl, type MenuEntry } from './menu';

const MANUAL_KEY = 'manual-download';

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: MenuEntry[]): Items {
  return entries.map((entry) => ({
    key: entry.key,
    icon: <RouteIcon name={entry.icon} />,
    label: entry.title,
    children: entry.children ? toItems(entry.children) : undefined,
  }));
}

function findEntry(entries: MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const inner = entry.children && findEntry(entry.children, key);
    if (inner) return inner;
  }
  return undefined;
}

/** The side menu of the current role, from the route table. */
export function SideMenu({
  selected,
  openSection,
  collapsed,
  onNavigate,
}: {
  selected?: string;
  openSection?: string;
  collapsed: boolean;
  onNavigate: (path: string) => void;
}) {
  const access = useSession((s) => s.access);
  const userSsoInfo = useSession((s) => s.userSsoInfo);
  const userId = useSession((s) => s.userId);
  const companyId = useSession((s) => s.unitInfo?.id ?? '');
  const entries = useMemo(() => buildMenu(mainRoutes, access), [access]);
  const items = useMemo<Items>(
    () => [...toItems(entries), { key: MANUAL_KEY, icon: <FileTextOutlined />, label: '操作手册下载' }],
    [entries],
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === MANUAL_KEY) {
      window.open(getConfig().manualUrl, '_blank', 'noopener');
      return;
    }
    const entry = findEntry(entries, key);
    if (entry?.external) {
      window.open(externalUrl(entry.external, { userSsoInfo, userId, companyId }), '_blank', 'noopener');
      return;
    }
    onNavigate(key);
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      // Labels show as tooltips only when folded; unfolded, antd would still mount a hidden tooltip
      // (a positioning trigger) around every item.
      tooltip={collapsed ? undefined : false}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={openSection ? [openSection] : []}
      items={items}
      onClick={onClick}
      className="shell-menu"
    />
  );
}
