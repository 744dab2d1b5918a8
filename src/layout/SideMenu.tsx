import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Menu, type MenuProps, type MenuRef } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { userApi } from '@/api/user';
import { getConfig } from '@/config';
import { findPageByPath } from '@/routes/lookup';
import { mainRoutes } from '@/routes/table';
import { useSession } from '@/stores/session';
import { whenIdle } from '@/lib/afterFirstScreen';
import { RouteIcon } from './icons';
import { prefetchWhenIdle, warmUpList } from './idlePrefetch';
import { loadPage, startPageCalls } from './shellTabs';
import { buildMenu, externalUrl, type ExternalContext, type MenuEntry } from '@/routes/menu';

const MANUAL_KEY = 'manual-download';
/** The longest the menu's selected entry and open section lag behind the page on a busy thread. */
const FOLLOW_PAGE_MS = 500;

type Items = NonNullable<MenuProps['items']>;

/**
 * The menu's items; a section's pages only while it is open or holds the current page, else an empty
 * submenu. rc-menu mounts every item it is given, closed sections' too, and each item's mount schedules
 * a promise, each folded section's an animation frame: in Lighthouse's runs (async stacks on) every
 * such call records the deep stack of React's commit, and the menu's commit was the longest React task
 * of /home's first load.
 */
function toItems(entries: MenuEntry[], filled: ReadonlySet<string>): Items {
  return entries.map((entry) => ({
    key: entry.key,
    onMouseEnter: entry.children || entry.external ? undefined : () => prefetchPage(entry.key),
    icon: <RouteIcon name={entry.icon} />,
    label: entry.title,
    children: entry.children && (filled.has(entry.key) ? toItems(entry.children, filled) : []),
  }));
}

/**
 * Starts loading the code of a menu entry's page when the pointer comes to rest on it: a click follows
 * a hover by a few hundred milliseconds, in which most of the page's chunks arrive. A failure here is
 * left to the click, whose load reports it.
 */
function prefetchPage(path: string): void {
  const page = findPageByPath(path);
  void (page && loadPage(page))?.catch(() => undefined);
}

/** The loaders of the menu's pages, in the menu's order. */
function menuPageLoads(entries: MenuEntry[]): (() => Promise<unknown>)[] {
  return entries.flatMap((entry) => {
    if (entry.children) return menuPageLoads(entry.children);
    const page = entry.external ? undefined : findPageByPath(entry.key);
    return page?.page ? [() => loadPage(page) ?? Promise.resolve()] : [];
  });
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

interface SideMenuProps {
  selected?: string;
  openSection?: string;
  collapsed: boolean;
  onNavigate: (path: string) => void;
}

/**
 * The side menu of the current role, from the route table. Its selected entry and open section follow
 * the page once the thread is idle, in a render of their own that yields to others: any render of
 * antd's menu renders every item again, which a click's page and its first rows need not wait for.
 */
export const SideMenu = memo(function SideMenu({ selected, openSection, ...props }: SideMenuProps) {
  const [shown, setShown] = useState({ selected, openSection });
  useEffect(() => {
    if (selected === shown.selected && openSection === shown.openSection) return;
    return whenIdle(() => startTransition(() => setShown({ selected, openSection })), FOLLOW_PAGE_MS);
  }, [selected, openSection, shown]);
  return <MenuView {...props} {...shown} />;
});

const MenuView = memo(function MenuView({ selected, openSection, collapsed, onNavigate }: SideMenuProps) {
  const access = useSession((s) => s.access);
  const userId = useSession((s) => s.userId);
  const companyId = useSession((s) => s.unitInfo?.id ?? '');
  const entries = useMemo(() => buildMenu(mainRoutes, access), [access]);
  // Sections opened so far, and the current page's: its title shows selected only if its pages are known.
  const [filled, setFilled] = useState<ReadonlySet<string>>(() => new Set(openSection ? [openSection] : []));
  if (openSection && !filled.has(openSection)) setFilled(new Set([...filled, openSection]));
  // The sections open, unfolded: a link or the bell that goes to another section's page opens that
  // section too (with only the first page's section open, the selected entry stayed out of sight).
  const [openKeys, setOpenKeys] = useState<string[]>(() => (openSection ? [openSection] : []));
  const [openedFor, setOpenedFor] = useState(openSection);
  if (openSection !== openedFor) {
    setOpenedFor(openSection);
    if (openSection && !openKeys.includes(openSection)) setOpenKeys([...openKeys, openSection]);
  }
  const selectedKeys = useMemo(() => (selected ? [selected] : []), [selected]);
  const menu = useRef<MenuRef>(null);
  // The selected entry scrolled into the side menu's view once its section has slid open (antd's
  // open motion takes 0.2 s); nothing moves when it is in view already.
  useEffect(() => {
    if (collapsed || !selected) return;
    const timer = setTimeout(() => {
      menu.current?.menu?.list.querySelector('.ant-menu-item-selected')?.scrollIntoView({ block: 'nearest' });
    }, 300);
    return () => clearTimeout(timer);
  }, [collapsed, selected]);
  const items = useMemo<Items>(
    () => [
      ...toItems(entries, filled),
      { key: MANUAL_KEY, icon: <FileTextOutlined />, label: '操作手册下载' },
    ],
    [entries, filled],
  );
  // Folded, each section is a popup trigger (an animation frame, an alignment promise) and one commit
  // of them all took 20–30 ms, three at a time 10–36 ms: the entries join the folded menu one at a
  // time (5–10 ms each), each step a commit of its own. The menu stays hidden while they join: each
  // visible step was a frame the browser drew in full (13–30 ms of its compositor under Lighthouse),
  // five more frames beside the page's boot. Unfolded they come at once, or an open section mounted
  // after the menu would slide open.
  const [shown, setShown] = useState(collapsed ? 1 : Number.POSITIVE_INFINITY);
  const joining = shown < items.length;
  useEffect(() => {
    if (joining) startTransition(() => setShown(shown + 1));
  }, [joining, shown]);
  // Every page of the menu loads its code while the thread is idle after the first screen, then a
  // list renders once out of sight (warmUpList).
  useEffect(() => prefetchWhenIdle([...menuPageLoads(entries), () => warmUpList()]), [entries]);
  const onOpenChange = (keys: string[]) => {
    if (!collapsed) setOpenKeys(keys);
    if (keys.some((key) => !filled.has(key))) setFilled(new Set([...filled, ...keys]));
  };

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
    // The page's first calls start with the click, not once the router has entered its route.
    const page = findPageByPath(key);
    if (page) startPageCalls(page);
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
      selectedKeys={selectedKeys}
      // Folded, the sections are popups that rc-menu opens and closes itself.
      openKeys={collapsed ? undefined : openKeys}
      ref={menu}
      onOpenChange={onOpenChange}
      items={joining ? items.slice(0, shown) : items}
      onClick={onClick}
      className={joining ? 'shell-menu shell-menu-joining' : 'shell-menu'}
    />
  );
});
