import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { userApi } from '@/api/user';
import { getConfig } from '@/config';
import { mainRoutes } from '@/routes/table';
import { useSession } from '@/stores/session';
import { RouteIcon } from './icons';
import { buildMenu, externalUrl, type ExternalContext, type MenuEntry } from './menu';

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

/**
 * Opens an external entry in a new window. One that logs in with a single-sign-on token gets a new
 * one-time token for each opening: the window opens within the click (popup blockers allow that) and
 * goes to the address once the token is issued; a refused issue closes it (the failure is toasted).
 */
async function openExternal(
  entry: NonNullable<MenuEntry['external']>,
  context: Omit<ExternalContext, 'ssoToken'>,
) {
  if (entry.hrefQuery !== 'ssoToken') {
    window.open(externalUrl(entry, { ...context, ssoToken: '' }), '_blank', 'noopener');
    return;
  }
  const opened = window.open('', '_blank');
  try {
    const { token } = await userApi.ssoToken();
    if (!opened) return;
    // What 'noopener' does for a window opened blank: the external site cannot reach back into the portal.
    opened.opener = null;
    opened.location.replace(externalUrl(entry, { ...context, ssoToken: token }));
  } catch {
    opened?.close();
  }
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
      void openExternal(entry.external, { userId, companyId });
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
