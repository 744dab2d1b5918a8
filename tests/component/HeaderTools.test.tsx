import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { addEquipment, listEquipment, type Equipment } from '@/api/equipment';
import { inspectionApi } from '@/api/inspection';
import { listChangeRegistrations, listUseRegistrations } from '@/api/useRegistration';
import { useListStore } from '@/components/listStore';
import { CATEGORY } from '@/domain/equipment';
import HeaderBell from '@/layout/HeaderBell';
import HeaderSearch from '@/layout/HeaderSearch';
import HomePage from '@/pages/home/HomePage';
import { equipment, equipmentOverview } from '@/mocks/families/equipment';
import { useRegistrations } from '@/mocks/families/useRegistration';
import { server } from '@/mocks/node';
import { ok } from '@/mocks/respond';
import { queryClient } from '@/stores/queryClient';
import { newElevator } from '../helpers/equipment';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { dayFromToday } from '@/utils/beijingTime';
import { renderAt } from './render';

beforeEach(() => {
  // The cache and the lists' remembered queries outlive a test; the same user logs in again.
  queryClient.clear();
  useListStore.getState().clear();
});

/** The codes of every piece of equipment in the seed, of any unit. */
const everyCode = () => equipment.all().flatMap((e) => [e.equcode, e.equregcode, e.usecercode]);

/** An elevator of syqy's unit whose 设备代码 is in no other code: searching it finds it alone. */
function lonelyElevator() {
  const found = equipment.findBy(
    (e) =>
      e.unitId === 'unit-use' &&
      e.equclacode === CATEGORY.elevator &&
      everyCode().filter((code) => code.includes(e.equcode)).length === 1,
  );
  if (!found) throw new Error('the seed has no elevator of unit-use with a code of its own');
  return found;
}

/** The paths the stand-in was asked for while `run` ran. */
async function pathsAsked(run: () => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
  server.events.on('request:start', listen);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listen);
  }
  return asked;
}

const where = (router: ReturnType<typeof renderAt>['router']) => {
  const { pathname, search } = router.state.location;
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)) };
};

describe('header search by code', () => {
  it('opens the single match with Enter: the equipment file of its kind', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const elevator = lonelyElevator();
    const { router } = renderAt('/home', <HeaderSearch />);
    const box = await screen.findByRole('combobox', { name: '按编号查找记录' });
    // The shortcut focuses it from anywhere that is not a field.
    await user.keyboard('/');
    expect(box).toHaveFocus();
    await user.keyboard(elevator.equcode);
    // While the answer is on its way the panel says so.
    expect(screen.getByRole('status')).toHaveTextContent('正在查找…');
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent(`电梯档案设备代码：${elevator.equcode}${elevator.equname}`);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(where(router)).toEqual({
        pathname: '/equipment/detail/elevator',
        query: { mode: 'view', id: elevator.id },
      }),
    );
    // Opened, the search is empty and closed again.
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('lists several matches; the arrows pick one and Enter opens it; Esc closes', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const prefix = lonelyElevator().equcode.slice(0, 6);
    const { router } = renderAt('/home', <HeaderSearch />);
    const box = await screen.findByRole('combobox', { name: '按编号查找记录' });
    // Typed and closed with Esc: nothing opens, the field is empty.
    await user.click(box);
    await user.keyboard(prefix);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('');
    expect(router.state.location.pathname).toBe('/home');

    await user.click(box);
    await user.keyboard(prefix);
    const list = await screen.findByRole('listbox', { name: '匹配的记录' });
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expectEvery(
      options,
      (option) => option.textContent!.includes(prefix),
      'every match shows the code that matched',
    );
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    // The second match is a piece of equipment (they come first): its file opens.
    const code = /设备代码：(\d+)/.exec(options[1].textContent!)![1];
    const second = equipment.findBy((e) => e.equcode === code)!;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where(router).query).toEqual({ mode: 'view', id: second.id }));
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    renderAt('/home', <HeaderSearch />);
    await user.click(await screen.findByRole('combobox', { name: '按编号查找记录' }));
    await user.keyboard('无此编号123');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('未找到匹配的记录'));
    expect(screen.queryByRole('option')).toBeNull();
    // Enter with nothing found opens nothing.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('未找到匹配的记录');
  });

  it('offers only what the role may open: the authority finds applications, not equipment files', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    const elevator = lonelyElevator();
    const application = useRegistrations.findBy((r) => r.unitId === 'unit-use')!;
    const { router } = renderAt('/home', <HeaderSearch />);
    const box = await screen.findByRole('combobox', { name: '按编号查找记录' });
    await user.click(box);
    const asked = await pathsAsked(async () => {
      await user.keyboard(elevator.equcode);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('未找到匹配的记录'));
    });
    // Lists of records it could not open are not even asked.
    expect([...new Set(asked)].sort()).toEqual([
      '/esp/a/stone/appOnline/list',
      '/esp/a/stone/useManage/applyList',
    ]);

    await user.clear(box);
    await user.keyboard(application.applyNo!);
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent(`使用登记详情申请编号：${application.applyNo}`);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(where(router)).toEqual({ pathname: '/use-record/detail', query: { id: application.id } }),
    );
  });
});

/** A new traction elevator of the unit whose periodic inspection fell due on `due`. */
const overdueElevator = (due: string): Equipment =>
  newElevator({ lastinsdate: `${Number(due.slice(0, 4)) - 1}${due.slice(4)}`, nextinsdate: due });

/** The lines of the open bell: label and count. */
const bellLines = () =>
  screen
    .getAllByRole('menuitem')
    .map((item) => [item.querySelector('.shell-bell-line > span')!.textContent, item.textContent]);

describe('header bell', () => {
  it('counts what the lists show, totals them on the badge, and opens each list with its filter', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const { router } = renderAt('/home', <HeaderBell />);
    // The counts of the lists' own calls under the lists' own filters (what 共 N 条 shows).
    const firstRow = { pageNo: 1, pageSize: 1 };
    const [overdue, dueSoon, inspectionReturned, useReturned, changeReturned, awaitingPayment] =
      await Promise.all([
        listEquipment({ inspState: 'overdue', ...firstRow }),
        listEquipment({ inspState: 'dueSoon', withinDays: 30, ...firstRow }),
        inspectionApi.list({ status: '7', ...firstRow }),
        listUseRegistrations({ status: '3', ...firstRow }),
        listChangeRegistrations({ status: '3', ...firstRow }),
        inspectionApi.list({ status: '3', ...firstRow }),
      ]).then((pages) => pages.map((page) => page.count));
    const expected = [
      ['超期未检设备', overdue],
      ['即将到期设备 · 30日内到期', dueSoon],
      ['报检申请查询 · 已退回', inspectionReturned],
      ['使用登记查询 · 已退回', useReturned],
      ['变更登记查询 · 已退回', changeReturned],
      ['检验缴费 · 待缴费', awaitingPayment],
    ].filter(([, count]) => Number(count) > 0) as [string, number][];
    expect(expected.length).toBeGreaterThan(2);
    const total = expected.reduce((sum, [, count]) => sum + count, 0);

    const bell = await screen.findByRole('button', { name: `待办提醒，共 ${total} 条` });
    await user.click(bell);
    await waitFor(() =>
      expect(bellLines()).toEqual(expected.map(([label, count]) => [label, `${label}${count}`])),
    );

    await user.click(screen.getByRole('menuitem', { name: /使用登记查询 · 已退回/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/use-record/query'));
    expect(useListStore.getState().lists.use_record_query).toMatchObject({
      filters: { status: '3' },
      pageNo: 1,
    });
  });

  it('shows the work desk figures from the same cached query, both loaded again after a write', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const figureOf = (title: string) =>
      screen.getByText(title).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;
    const bellCount = (label: string) => {
      const line = bellLines().find(([shown]) => shown === label);
      return line ? line[1]!.slice(label.length) : undefined;
    };
    const overviewCalls = () => asked.filter((path) => path.endsWith('/index/getEqmOverview')).length;
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    try {
      renderAt(
        '/home',
        <>
          <HeaderBell />
          <HomePage />
        </>,
      );
      await waitFor(() => expect(figureOf('超期未检')).not.toBe('—'));
      await user.click(await screen.findByRole('button', { name: /待办提醒，共/ }));
      await waitFor(() => expect(bellCount('超期未检设备')).toBe(figureOf('超期未检')));
      expect(bellCount('即将到期设备 · 30日内到期')).toBe(figureOf('30日内到期'));
      const callsBefore = overviewCalls();

      // A piece of equipment added, overdue since yesterday: both show one more.
      const before = Number(figureOf('超期未检'));
      const totalBefore = Number(figureOf('设备总数'));
      const yesterday = dayFromToday(-1);
      await addEquipment(overdueElevator(yesterday));
      await waitFor(() => expect(figureOf('超期未检')).toBe(String(before + 1)));
      await waitFor(() => expect(bellCount('超期未检设备')).toBe(String(before + 1)));
      expect(figureOf('设备总数')).toBe(String(totalBefore + 1));
      // One more call serves both.
      expect(overviewCalls()).toBe(callsBefore + 1);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('shows no badge and says there is nothing when every count is zero', async () => {
    const user = userEvent.setup();
    const nothing = () => ok({ list: [], count: 0, pageNo: 1, pageSize: 1 });
    server.use(
      mswHttp.get('*/a/stone/index/getEqmOverview', () => ok(equipmentOverview('no-such-unit'))),
      mswHttp.post('*/a/stone/appOnline/list', nothing),
      mswHttp.post('*/a/stone/epPemUseregistApply/list', nothing),
      mswHttp.post('*/a/stone/useManage/equatChangeList', nothing),
    );
    await loginAs('syqy');
    renderAt('/home', <HeaderBell />);
    await user.click(await screen.findByRole('button', { name: '待办提醒' }));
    expect(await screen.findByRole('menuitem', { name: '暂无待办事项' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Loaded, and still no badge.
    expect(screen.getByRole('button', { name: '待办提醒' })).toBeInTheDocument();
    expect(document.querySelector('.ant-badge-count')).toBeNull();
  });

  it('is not there for a role with nothing it watches', async () => {
    await loginAs('wbdw');
    const asked = await pathsAsked(async () => {
      renderAt('/home', <HeaderBell />);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(screen.queryByRole('button', { name: /待办提醒/ })).toBeNull();
    expect(asked).toEqual([]);
  });
});
