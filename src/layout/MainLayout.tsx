import { Activity, lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate, type Location } from 'react-router-dom';
import { confirm, toast } from '@/lib/feedback';
import { useRouteMeta } from '@/app/RootLayout';
import { findPageByName, findPageByPath, homePath } from '@/routes/lookup';
import { errorRoutes, notFoundRoute } from '@/routes/table';
import { useErrorLog } from '@/stores/errorLog';
import { useSession } from '@/stores/session';
import { homeTab, tabSelections, useTabs, type Tab } from '@/stores/tabs';
import { HeaderBar } from './HeaderBar';
import { PageHost } from './PageHost';
import { usePasswordDialog, usePasswordDialogShown } from '@/stores/passwordDialog';
import { useListWarmup } from './idlePrefetch';
import { showAddressTab } from './shellTabs';
import { SideMenu } from './SideMenu';
import { sectionKey } from '@/routes/menu';
import { TabBar, type TabAction } from './TabBar';
import { LeaveGuard } from '@/components/LeaveGuard';
import { withDeferredStyles } from '@/app/boot/deferredStyles';
import { useMediaQuery } from '@/utils/mediaQuery';
import './shell.css';

const { Header, Sider, Content } = Layout;
// Loaded when first needed, not with every page: the password form, the back-to-top button (once the
// content has been scrolled) and the phone's menu drawer (at its first opening). All three render antd
// components of the later stylesheets (src/app/boot/deferredStyles.ts).
const PasswordDialog = lazy(withDeferredStyles(() => import('./PasswordDialog')));
const BackTop = lazy(withDeferredStyles(() => import('./BackTop')));
const MenuDrawer = lazy(withDeferredStyles(() => import('./MenuDrawer')));
const ListWarmup = lazy(withDeferredStyles(() => import('./ListWarmup')));
const COLLAPSED_KEY = 'esp_sider_collapsed';
/** 401, 500 and 404: shown in the content area, without a tab (a "not found" tab would be noise). */
const errorPageNames = new Set([...errorRoutes, notFoundRoute].map((route) => route.name));

/**
 * antd's md breakpoint. Narrower, the menu is a drawer behind the header's menu button: unfolded beside
 * the page it would leave the page a third of a phone's width, and folded it still took a sixth of it
 * and about a tenth of the phone's first load (its sections' commits, layout and frames: /home's main
 * thread 489 → 430 ms of CPU without it, medians of 18 and 14 traced loads).
 */
const NARROW_SCREEN = '(max-width: 767.98px)';

/** The shell's commits after its first (see `mounted`): the tab bar, the pages, the menu's items. */
const MOUNT_STEPS = 3;

const DRAFT_LOST = '本页尚未保存的内容将会丢失。';

/** Before the open tabs go (role change, logout): asks when one of them holds unsaved input. */
const draftsMayGo = (title: string): Promise<boolean> =>
  useTabs.getState().hasDrafts()
    ? confirm({ title, content: '有页面尚未保存的内容将会丢失。' })
    : Promise.resolve(true);

const logoutMayGo = () => draftsMayGo('确定要退出登录吗');

/** The list warm-up while the idle prefetch asks for it (warmUpList); alone to render for it. */
function ListWarmupSlot() {
  const done = useListWarmup((s) => s.done);
  return (
    done && (
      <Suspense fallback={null}>
        <ListWarmup onDone={() => startTransition(done)} />
      </Suspense>
    )
  );
}

/**
 * The portal shell (docs/requirements.md, The shell): header, side menu, tab bar and the kept-alive pages.
 * The router still matches and guards each address; the shell turns each visit into a tab and the page host
 * renders the tabs' pages itself, so the route's <Outlet/> renders only the error pages.
 */
export default function MainLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const userId = useSession((s) => s.userId);
  const currentRoleType = useSession((s) => s.currentRoleType);
  const access = useSession((s) => s.access);
  const changeRole = useSession((s) => s.changeRole);
  const tabs = useTabs((s) => s.tabs);
  const tabsUser = useTabs((s) => s.userId);
  const narrow = useMediaQuery(NARROW_SCREEN);
  // Unfolded unless the user folded it in this tab.
  const [collapsed, setCollapsed] = useState(() => sessionStorage.getItem(COLLAPSED_KEY) === 'true');
  // The phone's drawer: undefined until first opened (its code loads then).
  const [drawerOpen, setDrawerOpen] = useState<boolean>();
  // A phone turned to a wide screen shows the sider; turned back, its drawer is closed, not still open.
  if (!narrow && drawerOpen) setDrawerOpen(false);
  const foldMenu = useCallback((fold: boolean) => {
    sessionStorage.setItem(COLLAPSED_KEY, String(fold));
    setCollapsed(fold);
  }, []);
  const openPassword = usePasswordDialog((s) => s.setOpen);
  const passwordShown = usePasswordDialogShown();
  const [scrolled, setScrolled] = useState(false);
  // The shell mounts in four commits, each in a transition of its own after the one before: the
  // header, the tab bar, the pages, the menu's items. React cannot split a commit, and one commit of
  // the whole shell blocked input for 40 ms and more on every landing; header and tab bar together were
  // still 28-34 ms at benchmarkIndex 1000. The sider keeps its width, the tab bar's place its height.
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (mounted < MOUNT_STEPS) startTransition(() => setMounted(mounted + 1));
  }, [mounted]);
  const tabBarShown = mounted >= 1;
  const pagesShown = mounted >= 2;
  const menuShown = mounted >= 3;
  const contentRef = useRef<HTMLDivElement>(null);
  const current = findPageByPath(location.pathname);
  const errorPageShown = errorPageNames.has(useRouteMeta()?.name ?? '');

  // Each visit becomes a tab (this user's stored list first); an address without a tab goes home.
  useEffect(() => {
    if (!userId || errorPageShown) return;
    if (!showAddressTab(location.pathname, location.search))
      navigate(homePath(currentRoleType, access), { replace: true });
  }, [userId, errorPageShown, location.pathname, location.search, navigate, currentRoleType, access]);

  // A tab with unsaved input stays alive while others are shown, so switching tabs or menus never
  // asks. Only opening its page at another address (another record, other equipment) would replace
  // the draft: that asks, and a yes starts the page afresh there.
  const draftReplacedBy = useCallback((next: Location) => {
    const page = findPageByPath(next.pathname);
    const { tabs, dirty } = useTabs.getState();
    const tab = page && tabs.find((t) => t.name === page.name);
    return tab && dirty[tab.name] && tab.path !== next.pathname + next.search ? tab.name : null;
  }, []);
  const replacesDraft = useCallback((next: Location) => draftReplacedBy(next) !== null, [draftReplacedBy]);
  const dropDraft = useCallback(
    (next: Location) => {
      const name = draftReplacedBy(next);
      if (name) useTabs.getState().refresh(name);
    },
    [draftReplacedBy],
  );

  // The error log page reads its entries as they arrive.
  useEffect(() => {
    useErrorLog.getState().setViewing(current?.name === 'error_logger_page');
  }, [current]);

  const closeTabs = useCallback(
    async (names: string[]) => {
      const { dirty } = useTabs.getState();
      const asks = names.some((name) => dirty[name] || findPageByName(name)?.meta.beforeClose);
      if (asks && !(await confirm({ title: '确定要关闭这一页吗', content: DRAFT_LOST }))) return;
      const next = useTabs.getState().close(names);
      if (next) navigate(next);
    },
    [navigate],
  );

  // The header, the tab bar and the menu get callbacks that stay the same, so that an address's change
  // renders only what shows it (the menu's selected entry, the tab bar's active tab).
  const onAction = useCallback(
    (action: TabAction, tab: Tab) => {
      if (action === 'refresh') {
        useTabs.getState().refresh(tab.name);
        return;
      }
      const list = useTabs.getState().tabs;
      const pick = tabSelections[action];
      if (action === 'all') void closeTabs(pick(list, tab.name));
      else {
        // Closing around a tab shows that tab (iview-admin behaviour).
        if (tab.name !== useTabs.getState().active) navigate(tab.path);
        void closeTabs(pick(list, tab.name));
      }
    },
    [closeTabs, navigate],
  );
  const openTab = useCallback((tab: Tab) => navigate(tab.path), [navigate]);
  const closeTabsNamed = useCallback((names: string[]) => void closeTabs(names), [closeTabs]);

  const onChangeRole = useCallback(
    async (roleId: string) => {
      if (roleId === useSession.getState().currentRoleId || !(await draftsMayGo('确定要切换角色吗'))) return;
      const changed = await changeRole(roleId).catch(() => false);
      if (!changed) return;
      const { currentRoleType: type, access: codes, currentRoleName } = useSession.getState();
      useTabs.getState().reset();
      navigate(homePath(type, codes));
      toast.success(`已切换为${currentRoleName}`);
    },
    [changeRole, navigate],
  );
  const changeRoleTo = useCallback((id: string) => void onChangeRole(id), [onChangeRole]);
  const changePassword = useCallback(() => openPassword(true), [openPassword]);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const navigateFromMenu = useCallback(
    (path: string) => {
      setDrawerOpen(false);
      navigate(path);
    },
    [navigate],
  );

  const sectionTitle = current?.section?.meta.title ?? current?.meta.title ?? homeTab().title;
  const siderTitle = current?.name === homeTab().name ? '工作桌面' : sectionTitle;
  const sideMenu = (folded: boolean) => (
    <SideMenu
      key={`${currentRoleType}:${access.length}`}
      collapsed={folded}
      selected={current?.fullPath}
      openSection={current?.section && sectionKey(current.section.name)}
      onNavigate={navigateFromMenu}
    />
  );

  return (
    <Layout className="shell">
      <LeaveGuard when={replacesDraft} onLeave={dropDraft} />
      <Header className="shell-header-bar">
        <HeaderBar
          onChangeRole={changeRoleTo}
          onChangePassword={changePassword}
          beforeLogout={logoutMayGo}
          onOpenMenu={narrow ? openDrawer : undefined}
          toolsShown={menuShown}
        />
      </Header>
      <Layout>
        {!narrow && (
          <Sider
            width={212}
            collapsedWidth={64}
            collapsible
            collapsed={collapsed}
            onCollapse={foldMenu}
            trigger={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            className="shell-sider"
          >
            <div className="shell-sider-title" title={siderTitle}>
              {collapsed ? siderTitle.slice(0, 2) : siderTitle}
            </div>
            {menuShown && sideMenu(collapsed)}
          </Sider>
        )}
        <Layout className="shell-main">
          {tabBarShown ? (
            <TabBar onOpen={openTab} onClose={closeTabsNamed} onAction={onAction} />
          ) : (
            <div className="shell-tabbar" />
          )}
          {/* Focusable by script only: PageHost gives it focus when a page change left focus nowhere. */}
          <Content
            className="shell-content"
            ref={contentRef}
            id="shell-content"
            tabIndex={-1}
            onScroll={scrolled ? undefined : () => setScrolled(true)}
          >
            {errorPageShown && <Outlet />}
            {/* Behind an error page the open tabs stay alive, hidden, as they were left. */}
            {pagesShown && tabsUser === userId && tabs.length > 0 && (
              <Activity mode={errorPageShown ? 'hidden' : 'visible'}>
                <PageHost scrollRef={contentRef} />
              </Activity>
            )}
            <ListWarmupSlot />
            {scrolled && (
              <Suspense fallback={null}>
                <BackTop target={contentRef} />
              </Suspense>
            )}
          </Content>
        </Layout>
      </Layout>
      {narrow && drawerOpen !== undefined && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} title={siderTitle} onClose={() => setDrawerOpen(false)}>
            {sideMenu(false)}
          </MenuDrawer>
        </Suspense>
      )}
      {passwordShown && (
        <Suspense fallback={null}>
          <PasswordDialog />
        </Suspense>
      )}
    </Layout>
  );
}
