import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { discoverShellRoutes, routeObjects } from '@/app/router';
import { users } from '@/mocks/callers';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { server } from '@/mocks/node';
import { onBeijingDay } from '../helpers/clock';
import { loginAs } from '../helpers/session';

function renderApp(path: string) {
  const router = createMemoryRouter(routeObjects, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverShellRoutes,
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/**
 * The header's role dropdown once it is open. The side menu is a menu too, so a first menu found is
 * not it: the dropdown's own shows once its code has loaded, later on a busy host.
 */
const openedRoleMenu = () =>
  waitFor(() => {
    const menu = screen.getAllByRole('menu').find((m) => m.classList.contains('ant-dropdown-menu'));
    expect(menu).toBeDefined();
    return menu!;
  });

beforeEach(() => {
  // Stores outlive a test; each test starts as a fresh page load.
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

describe('shell', () => {
  it('home shows the unit equipment statistics computed by the stand-in, and the latest notices', async () => {
    onBeijingDay('2026-11-27');
    await loginAs('wbdw');
    renderApp('/home');
    const card = (await screen.findByText('设备统计')).closest('.ant-card') as HTMLElement;
    // The figures show a dash until the statistics arrive.
    await waitFor(() => expect(card).not.toHaveAttribute('aria-busy', 'true'));
    const value = (title: string) =>
      within(card).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
        ?.textContent;
    // The maintenance unit's figures in the seed, written out.
    expect(value('设备总数')).toBe('40');
    expect(value('超期未检')).toBe('4');
    expect(value('30日内到期')).toBe('4');
    expect(value('检验不合格')).toBe('5');
    expect(value('停用设备')).toBe('2');
    const bars = within(card).getAllByRole('listitem');
    expect(bars.map((b) => b.textContent)).toContain('电梯11');
    // No equipment list route exists in this build: figures are plain numbers, not links.
    expect(within(card).queryByRole('link')).toBeNull();
    expect(await screen.findByRole('link', { name: /电梯定期检验网上预约/ })).toBeInTheDocument();
  });

  it('home: statistics that fail to load say so, and the notices still show', async () => {
    server.use(
      mswHttp.get('*/a/stone/index/getEqmOverview', () => HttpResponse.text('down', { status: 502 })),
    );
    await loginAs('wbdw');
    renderApp('/home');
    expect(await screen.findByText('设备统计加载失败，请稍后刷新本页')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /电梯定期检验网上预约/ })).toBeInTheDocument();
    const card = screen.getByText('设备统计').closest('.ant-card') as HTMLElement;
    expect(card).not.toHaveAttribute('aria-busy', 'true');
    expect(within(card).queryByText('设备总数')).toBeNull();
  });

  it('home of a unit without equipment: its pages by section instead of figures of 0, and the notices', async () => {
    let overviewAsked = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/index/getEqmOverview')) overviewAsked = true;
    });
    await loginAs('sgdw');
    const router = renderApp('/home');
    const construction = await screen.findByRole('region', { name: '施工告知' });
    const links = within(construction).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['施工告知登记', '施工告知查询']);
    expect(await screen.findByRole('link', { name: /电梯定期检验网上预约/ })).toBeInTheDocument();
    expect(screen.queryByText('设备统计')).toBeNull();
    expect(screen.queryByText('设备概况')).toBeNull();
    // Pages of the menu only: no equipment section for a construction unit.
    expect(screen.queryByRole('link', { name: '设备综合查询' })).toBeNull();
    expect(overviewAsked).toBe(false);
    await userEvent.click(links[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe(links[1].getAttribute('href')));
    server.events.removeAllListeners('request:start');
  });

  it('side menu: a section opens on its pages, and its entry of the current page shows selected', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const router = renderApp('/home');
    const section = await screen.findByRole('menuitem', { name: /作业人员管理/ });
    // Folded at first: the section's pages show once it is opened.
    expect(screen.queryByRole('menuitem', { name: /作业人员查询/ })).toBeNull();
    await user.click(section);
    await user.click(await screen.findByRole('menuitem', { name: /作业人员查询/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/query'));
    // Folded and opened again, the selection shows on the page's entry.
    await user.click(section);
    await user.click(section);
    expect((await screen.findByRole('menuitem', { name: /作业人员查询/ })).closest('li')).toHaveClass(
      'ant-menu-item-selected',
    );
  });

  it('side menu: a page opened by its address shows in its open section', async () => {
    await loginAs('syqy');
    renderApp('/worker/query');
    const item = await screen.findByRole('menuitem', { name: /作业人员查询/ });
    expect(item.closest('li')).toHaveClass('ant-menu-item-selected');
    expect(screen.getByRole('menuitem', { name: /证书管理/ })).toBeVisible();
  });

  it('keeps the side menu folded for the tab once the user folds it; folded, it shows when all entries joined', async () => {
    try {
      sessionStorage.removeItem('esp_sider_collapsed');
      await loginAs('wbdw');
      renderApp('/home');
      await userEvent.click(await screen.findByRole('img', { name: 'menu-fold' }));
      expect(sessionStorage.getItem('esp_sider_collapsed')).toBe('true');
      cleanup();
      // Folded, the sections join the menu one at a time (SideMenu), hidden until the last has joined,
      // so the menu is drawn once; each opens its pages on hover. How many steps a look at the page
      // would catch is a matter of timing: the menu's class changes are read as they happen.
      const classesLeft: string[] = [];
      const watch = new MutationObserver((records) => {
        for (const record of records) {
          if ((record.target as Element).classList.contains('shell-menu'))
            classesLeft.push(record.oldValue ?? '');
        }
      });
      watch.observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
        attributeOldValue: true,
      });
      renderApp('/home');
      const menu = await waitFor(() => {
        const element = document.querySelector<HTMLElement>('.shell-menu');
        expect(element).not.toBeNull();
        return element!;
      });
      await within(menu).findByRole('menuitem', { name: /操作手册下载/ });
      expect(menu).not.toHaveClass('shell-menu-joining');
      watch.disconnect();
      expect(classesLeft).toContainEqual(expect.stringContaining('shell-menu-joining'));
      expect(within(menu).queryAllByRole('menuitem').length).toBeGreaterThan(5);
      const section = await screen.findByRole('menuitem', { name: /作业人员管理/ });
      expect(screen.queryByRole('menuitem', { name: /作业人员查询/ })).toBeNull();
      await userEvent.hover(section);
      expect(await screen.findByRole('menuitem', { name: /作业人员查询/ })).toBeInTheDocument();
      await userEvent.unhover(section);
      await userEvent.click(await screen.findByRole('img', { name: 'menu-unfold' }));
      expect(await screen.findByRole('img', { name: 'menu-fold' })).toBeInTheDocument();
      expect(sessionStorage.getItem('esp_sider_collapsed')).toBe('false');
    } finally {
      sessionStorage.removeItem('esp_sider_collapsed');
    }
  });

  it("on a phone the side menu is a drawer behind the header's menu button", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 767.98px'),
    });
    try {
      await loginAs('wbdw');
      const router = renderApp('/home');
      await screen.findByRole('tab', { name: /工作桌面/ });
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.querySelector('.shell-sider')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: '菜单' }));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByText('工作桌面')).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole('menuitem', { name: /作业人员管理/ }));
      await userEvent.click(await within(drawer).findByRole('menuitem', { name: /作业人员查询/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/worker/query'));
      await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows notice HTML without scripts, event handlers or javascript: links', async () => {
    await loginAs('wbdw');
    renderApp('/notice/detail?id=article-003');
    const content = await screen.findByText(/平台将于本周六/);
    const html = content.closest('.notice-content') as HTMLElement;
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('[onerror]')).toBeNull();
    expect(html.querySelector('img')).not.toBeNull();
    expect(within(html).getByText('查看详情').getAttribute('href') ?? '').not.toMatch(/javascript:/);
    expect((window as unknown as Record<string, unknown>).__noticeScriptRan).toBeUndefined();
  });

  it('keeps a page alive across tab switches and closes tabs to a neighbour', async () => {
    const user = userEvent.setup();
    await loginAs('wbdw');
    const router = renderApp('/notice');
    const search = await screen.findByPlaceholderText('按标题搜索');
    await user.type(search, '电梯');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    const table = () => screen.getByPlaceholderText('按标题搜索').closest('.ant-card') as HTMLElement;
    await within(table()).findByText('电梯维护保养单位质量考评结果公示');
    await waitFor(() => expect(within(table()).queryByText('关于锅炉能效测试工作的通知')).toBeNull());

    await user.click(screen.getByRole('tab', { name: /工作桌面/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await user.click(screen.getByRole('tab', { name: /通知公告/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    expect(screen.getByPlaceholderText('按标题搜索')).toHaveValue('电梯');
    expect(within(table()).queryByText('关于锅炉能效测试工作的通知')).toBeNull();

    await act(() => router.navigate('/system/account'));
    await screen.findByText('登录账号');
    expect(tabNames()).toEqual(['工作桌面', '通知公告', '账号信息']);
    // Closing the shown last tab goes to its left neighbour.
    const accountTab = screen.getByRole('tab', { name: /账号信息/ });
    // The close button sits beside the tab, in the tag (a tab holds no other control).
    await user.click(within(accountTab.parentElement!).getByLabelText(/^关闭/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    expect(tabNames()).toEqual(['工作桌面', '通知公告']);
    // The home tab has no close button; the list is stored for this user.
    expect(
      within(screen.getByRole('tab', { name: /工作桌面/ }).parentElement!).queryByLabelText(/^关闭/),
    ).toBeNull();
    const stored = JSON.parse(localStorage.getItem(`esp_tabs_${useSession.getState().userId}`) ?? '[]');
    expect(stored.map((t: { name: string }) => t.name)).toEqual(['home', 'notice']);
  });

  it('a page change that leaves focus nowhere gives it to the content area; a focused control keeps it', async () => {
    await loginAs('wbdw');
    const router = renderApp('/notice');
    await screen.findByPlaceholderText('按标题搜索');
    // The first page after loading leaves focus at the top of the document (Tab starts at the header).
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/system/account'));
    await screen.findByText('登录账号');
    await waitFor(() => expect(document.getElementById('shell-content')).toHaveFocus());

    const roleSwitch = screen.getByRole('button', { name: /点此切换角色/ });
    roleSwitch.focus();
    await act(() => router.navigate('/notice'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    expect(roleSwitch).toHaveFocus();
  });

  it.each([
    ['取消', '/system/account', ['工作桌面', '账号信息']],
    ['确定', '/home', ['工作桌面']],
  ])('asks before closing a page with unsaved input (%s)', async (answer, path, tabsAfter) => {
    const user = userEvent.setup();
    await loginAs('wbdw');
    const router = renderApp('/system/account');
    await user.click(await screen.findByRole('button', { name: '修改信息' }));
    await user.type(screen.getByLabelText('姓名'), '改');
    const tab = screen.getByRole('tab', { name: /账号信息/ });
    await user.click(within(tab.parentElement!).getByLabelText(/^关闭/));
    const confirm = await waitFor(() => {
      const box = document.querySelector<HTMLElement>('.ant-modal-confirm');
      expect(box).toHaveTextContent('确定要关闭这一页吗');
      return box!;
    });
    await user.click(
      within(confirm).getByRole('button', { name: new RegExp(answer.split('').join('\\s*')) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(tabNames()).toEqual(tabsAfter));
  });

  it('keeps a draft of a notCache form across tab and menu switches without asking; switching role asks', async () => {
    const user = userEvent.setup();
    await loginAs('duojs');
    const router = renderApp('/company-info/invoiceVoucher-details?mode=add');
    const taxNo = async () => screen.findByLabelText('纳税人识别号');
    await user.type(await taxNo(), '91330200DRAFT0001X');
    const confirmShown = () => document.querySelector('.ant-modal-confirm');

    await user.click(screen.getByRole('tab', { name: /工作桌面/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await act(() => router.navigate('/notice'));
    await screen.findByPlaceholderText('按标题搜索');
    expect(confirmShown()).toBeNull();
    // Hidden, the draft is still mounted: its input is in the document, as typed.
    expect(await taxNo()).toHaveValue('91330200DRAFT0001X');
    await user.click(screen.getByRole('tab', { name: /发票抬头信息/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-info/invoiceVoucher-details'));
    expect(await taxNo()).toHaveValue('91330200DRAFT0001X');
    expect(confirmShown()).toBeNull();

    // Switching role would close the tab: it asks, and 取消 keeps role and draft.
    const before = useSession.getState().currentRoleId;
    const other = useSession.getState().roles.find((r) => r.id !== before)!;
    await user.click(screen.getByRole('button', { name: /点此切换角色/ }));
    const roleMenu = await openedRoleMenu();
    await user.click(within(roleMenu).getByText(other.name));
    const box = await waitFor(() => {
      const found = confirmShown() as HTMLElement | null;
      expect(found).toHaveTextContent('确定要切换角色吗');
      return found!;
    });
    await user.click(within(box).getByRole('button', { name: /取\s*消/ }));
    expect(useSession.getState().currentRoleId).toBe(before);
    expect(await taxNo()).toHaveValue('91330200DRAFT0001X');
  });

  it('switching role changes access, closes all tabs and goes home; the current role does nothing', async () => {
    const user = userEvent.setup();
    await loginAs('duojs');
    const router = renderApp('/notice');
    await screen.findByPlaceholderText('按标题搜索');
    const before = useSession.getState().currentRoleId;
    await user.click(screen.getByRole('button', { name: /点此切换角色/ }));
    const menu = await openedRoleMenu();
    // duojs logs in as a use unit; its other role is the maintenance unit's, whose home is 工作桌面.
    expect(before).toBe('role-4');
    await user.click(within(menu).getByText('使用单位'));
    expect(useSession.getState().currentRoleId).toBe(before);
    expect(tabNames()).toContain('通知公告');

    await user.click(screen.getByRole('button', { name: /点此切换角色/ }));
    await user.click(within(await openedRoleMenu()).getByText('维保单位'));
    await waitFor(() => expect(useSession.getState().currentRoleId).toBe('role-5'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(tabNames()).toEqual(['工作桌面']));
    expect(sessionStorage.getItem('esp_current_role')).toContain('role-5');
    expect(screen.getByRole('button', { name: /点此切换角色/ })).toHaveTextContent('维保单位');
  });
});

describe('password dialog', () => {
  it('opens by itself for a simple password: messages, mismatch alert, server error inline, success goes to login', async () => {
    const user = userEvent.setup();
    await loginAs('jdmm', '12345678');
    const router = renderApp('/home');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('当前密码过于简单，请修改后继续使用')).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
    await user.click(ok);
    expect(await within(dialog).findByText('请输入当前密码')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入新密码')).toBeInTheDocument();
    expect(await within(dialog).findByText('请确认新密码')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('新密码'), 'abc');
    await user.tab();
    expect(await within(dialog).findByText('请输入符合格式的密码')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('新密码'));
    await user.type(within(dialog).getByLabelText('新密码'), 'Aa1!bcdef');
    await user.type(within(dialog).getByLabelText('当前密码'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'Aa1!bcdeX');
    await user.click(ok);
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);

    await user.clear(within(dialog).getByLabelText('确认新密码'));
    await user.type(within(dialog).getByLabelText('确认新密码'), 'Aa1!bcdef');
    await user.click(ok);
    expect(await within(dialog).findByText('当前密码不正确')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('当前密码'));
    await user.type(within(dialog).getByLabelText('当前密码'), '12345678');
    await user.click(ok);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(users.findBy((u) => u.loginName === 'jdmm')?.password).toBe('Aa1!bcdef');
    expect(useSession.getState().token).toBe('');
  });

  it('cannot be dismissed when forced: cancelling logs out', async () => {
    const user = userEvent.setup();
    await loginAs('jdmm', '12345678');
    const router = renderApp('/home');
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().token).toBe('');
  });
});

describe('page errors', () => {
  it('a page that throws shows an error panel in its own tab, is logged, and the shell keeps working', async () => {
    const user = userEvent.setup();
    const { getConfig } = await import('@/config');
    const { useErrorLog } = await import('@/stores/errorLog');
    getConfig().demo = true;
    try {
      await loginAs('wbdw');
      const router = renderApp('/notice');
      await screen.findByPlaceholderText('按标题搜索');
      await act(() => router.navigate('/error_logger_page'));
      await user.click(await screen.findByRole('button', { name: '模拟页面异常' }));
      expect(await screen.findByText('页面出错了')).toBeInTheDocument();
      expect(useErrorLog.getState().entries[0]).toMatchObject({
        type: 'script',
        message: '演示：页面渲染异常',
      });
      await user.click(screen.getByRole('tab', { name: /通知公告/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
      await waitFor(() => expect(screen.getByPlaceholderText('按标题搜索')).toBeVisible());
      await user.click(screen.getByRole('tab', { name: /错误日志/ }));
      await user.click(await screen.findByRole('button', { name: /重新加载/ }));
      expect(await screen.findByRole('button', { name: '模拟页面异常' })).toBeInTheDocument();
    } finally {
      getConfig().demo = false;
    }
  });
});

describe('routes', () => {
  it('join the router a section at a time, as addresses in it are visited', async () => {
    await loginAs('wbdw');
    const router = renderApp('/worker');
    const shellPaths = () => router.routes[0].children!.at(-1)!.children!.map((route) => route.path);
    // A section's address opens its first page, its pages found when it was first visited.
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/overview'));
    expect(shellPaths()).toContain('/worker/query');
    expect(shellPaths()).not.toContain('/notice');

    await act(() => router.navigate('/notice'));
    expect(await screen.findByPlaceholderText('按标题搜索')).toBeInTheDocument();
    expect(shellPaths()).toContain('/notice');

    // An address of a known section that is no page of it: the 404 inside the shell.
    await act(() => router.navigate('/worker/no-such-page'));
    expect(await screen.findByText('404 页面不存在')).toBeInTheDocument();
    // The side menu stays (an open section is a menu of its own inside it).
    expect(screen.getAllByRole('menu')[0]).toHaveClass('shell-menu');
  });
});

describe('error pages', () => {
  it('for a signed-in user show inside the shell, without a tab, the open tabs kept alive behind them', async () => {
    const user = userEvent.setup();
    await loginAs('wbdw');
    const router = renderApp('/notice');
    await user.type(await screen.findByPlaceholderText('按标题搜索'), '电梯');

    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByText('404 页面不存在')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    // Header, menu and tab bar stay; the error page gets no tab and hides the page it replaced.
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['工作桌面', '通知公告']);
    expect(screen.getByPlaceholderText('按标题搜索')).not.toBeVisible();

    // A page the role may not open: /401, in the shell as well.
    await act(() => router.navigate('/account/check'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    expect(await screen.findByText('401 无权访问')).toBeInTheDocument();
    expect(screen.queryByText('404 页面不存在')).toBeNull();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(tabNames()).toEqual(['工作桌面', '通知公告']);

    // Back to the tab: the page is as it was left.
    await user.click(screen.getByRole('tab', { name: /通知公告/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    await waitFor(() => expect(screen.getByPlaceholderText('按标题搜索')).toBeVisible());
    expect(screen.getByPlaceholderText('按标题搜索')).toHaveValue('电梯');
    expect(screen.queryByText('401 无权访问')).toBeNull();
  });

  it('with no session: /401 and /500 go to login like any route; an unknown address is a bare 404', async () => {
    const forbidden = renderApp('/401');
    await waitFor(() => expect(forbidden.state.location.pathname).toBe('/login'));
    expect(forbidden.state.location.search).toBe('?redirect=%2F401');
    forbidden.dispose();

    const unknown = renderApp('/no/such/page');
    expect(await screen.findByText('404 页面不存在')).toBeInTheDocument();
    expect(unknown.state.location.pathname).toBe('/no/such/page');
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
