import { Activity, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addOperator, listOperators, type Operator, type OperatorRow } from '@/api/operator';
import { userApi } from '@/api/user';
import { queryClient } from '@/stores/queryClient';
import { ListPage, startListCall, type ListPageProps } from '@/components/ListPage';
import { useListStore } from '@/components/listStore';
import { RecordForm, type FormSection } from '@/components/RecordForm';
import { operatorCatalogue } from '@/pages/worker/declarations';
import { useSession } from '@/stores/session';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';

/** Names no seeded operator has: each list is filtered to it, so it starts empty. */
const NEW_NAME = '缓存测试员';
const OTHER_NAME = '缓存测试二';

const newOperator = (name: string, idcard: string): Operator => ({
  name,
  sex: '1',
  idcard,
  mobile: '13900001111',
  areacode: '',
  address: '',
  remarks: '',
  attrefsysid: '',
});

const nameSection: FormSection[] = [
  { title: '基本信息', fields: [{ name: 'name', label: '姓名', required: true }] },
];

/**
 * What a tab host keeps alive: an add form and two lists of the operator family, the second in a tab
 * that can be hidden (<Activity>, as src/layout/PageHost renders tabs).
 */
function KeptAliveTabs({
  loadShown,
  loadHidden,
}: {
  loadShown: typeof listOperators;
  loadHidden: typeof listOperators;
}) {
  const [secondShown, setSecondShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setSecondShown((shown) => !shown)}>
        切换第二个标签
      </button>
      <RecordForm<Operator>
        sections={nameSection}
        mode="add"
        empty={() => newOperator('', '')}
        save={(record) => addOperator(newOperator(record.name, '11010519491231002X'))}
      />
      <section aria-label="第一个标签">
        <ListPage<OperatorRow>
          routeName="cache_first"
          rowKey="id"
          fields={operatorCatalogue}
          load={loadShown}
          fixedQuery={{ name: NEW_NAME }}
        />
      </section>
      <Activity mode={secondShown ? 'visible' : 'hidden'}>
        <section aria-label="第二个标签">
          <ListPage<OperatorRow>
            routeName="cache_second"
            rowKey="id"
            fields={operatorCatalogue}
            load={loadHidden}
            fixedQuery={{ name: NEW_NAME }}
          />
        </section>
      </Activity>
    </>
  );
}

// A hidden tab has no accessible name (display: none), so its section is found by its label.
const rowsOf = (tab: string) =>
  within(document.querySelector<HTMLElement>(`section[aria-label="${tab}"]`)!).queryAllByRole('row', {
    hidden: true,
  });
const namesIn = (tab: string) => rowsOf(tab).map((row) => row.textContent ?? '');

describe('server-state cache', () => {
  beforeEach(() => useListStore.getState().clear());

  it('a save refreshes every list of its family: the shown one at once, a hidden one when shown', async () => {
    await loginAs('syqy');
    const loadShown = vi.fn(listOperators);
    const loadHidden = vi.fn(listOperators);
    renderAt('/tabs', <KeptAliveTabs loadShown={loadShown} loadHidden={loadHidden} />);
    await waitFor(() => expect(loadShown).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(loadHidden).toHaveBeenCalledTimes(1));
    expect(namesIn('第一个标签').join()).not.toContain(NEW_NAME);

    await userEvent.click(screen.getByRole('button', { name: '切换第二个标签' }));
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), NEW_NAME);
    await userEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));

    // The shown list loads again by itself and shows the new row; the hidden one waits.
    await waitFor(() => expect(namesIn('第一个标签').join()).toContain(NEW_NAME));
    expect(loadShown).toHaveBeenCalledTimes(2);
    expect(loadHidden).toHaveBeenCalledTimes(1);
    expect(namesIn('第二个标签').join()).not.toContain(NEW_NAME);

    await userEvent.click(screen.getByRole('button', { name: '切换第二个标签' }));
    await waitFor(() => expect(namesIn('第二个标签').join()).toContain(NEW_NAME));
    expect(loadHidden).toHaveBeenCalledTimes(2);
  });

  it('a write of another family loads nothing again', async () => {
    await loginAs('syqy');
    const loadShown = vi.fn(listOperators);
    const loadHidden = vi.fn(listOperators);
    renderAt('/tabs', <KeptAliveTabs loadShown={loadShown} loadHidden={loadHidden} />);
    await waitFor(() => expect(loadShown).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(loadHidden).toHaveBeenCalledTimes(1));

    // A write of the user family, then one of the operator family: only the second loads the lists.
    const { name, idCard, phone, mobile } = useSession.getState();
    // Outside act the lists' reloads would be state updates React warns about.
    await act(() => userApi.updateInfo({ name, identityCard: idCard, phone, mobile }));
    await act(() => addOperator(newOperator(NEW_NAME, '11010519491231002X')));
    await waitFor(() => expect(namesIn('第一个标签').join()).toContain(NEW_NAME));
    await waitFor(() => expect(namesIn('第二个标签').join()).toContain(NEW_NAME));
    expect(loadShown).toHaveBeenCalledTimes(2);
    expect(loadHidden).toHaveBeenCalledTimes(2);
  });

  it('a refused write loads nothing again', async () => {
    await loginAs('syqy');
    const loadShown = vi.fn(listOperators);
    renderAt('/tabs', <KeptAliveTabs loadShown={loadShown} loadHidden={vi.fn(listOperators)} />);
    await waitFor(() => expect(loadShown).toHaveBeenCalledTimes(1));
    // The stand-in refuses an invalid identity card number: nothing was written.
    await expect(act(() => addOperator(newOperator(OTHER_NAME, '123')))).rejects.toThrow();
    await act(() => addOperator(newOperator(NEW_NAME, '11010519491231002X')));
    await waitFor(() => expect(namesIn('第一个标签').join()).toContain(NEW_NAME));
    expect(loadShown).toHaveBeenCalledTimes(2);
  });

  it('a list whose first call started before it rendered shows the answer at once, calls once, and reloads after a write', async () => {
    await loginAs('syqy');
    const load = vi.fn(listOperators);
    const list: ListPageProps<OperatorRow> = {
      routeName: 'cache_started',
      rowKey: 'id',
      fields: operatorCatalogue,
      load,
    };
    // As the route is entered: the call starts, and its answer is in before the page renders.
    startListCall(list);
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0].value;
    renderAt(
      '/tabs',
      <section aria-label="列表">
        <ListPage<OperatorRow> {...list} />
      </section>,
    );
    // Rows at the first render, without a second call.
    expect(rowsOf('列表').length).toBeGreaterThan(1);
    expect(load).toHaveBeenCalledTimes(1);

    // The started call read the operator family: a save of it loads the list again.
    await act(() => addOperator(newOperator(NEW_NAME, '11010519491231002X')));
    await waitFor(() => expect(namesIn('列表').join()).toContain(NEW_NAME));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a list mounted while its started call runs waits for that call; a later mount calls again', async () => {
    await loginAs('syqy');
    const load = vi.fn(listOperators);
    const list: ListPageProps<OperatorRow> = {
      routeName: 'cache_started_pending',
      rowKey: 'id',
      fields: operatorCatalogue,
      load,
    };
    startListCall(list);
    const first = renderAt('/tabs', <ListPage<OperatorRow> {...list} />);
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();

    // Taken once: the page opened again makes its own call.
    renderAt('/tabs', <ListPage<OperatorRow> {...list} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('forgets every answer when the user changes or logs out, also in views still mounted', async () => {
    await loginAs('syqy');
    await addOperator(newOperator(NEW_NAME, '11010519491231002X'));
    renderAt('/tabs', <KeptAliveTabs loadShown={vi.fn(listOperators)} loadHidden={vi.fn(listOperators)} />);
    await waitFor(() => expect(namesIn('第一个标签').join()).toContain(NEW_NAME));
    const firstUsers = queryClient.getQueryCache().getAll();
    expect(firstUsers).toHaveLength(3);

    // Another unit's user: the first one's answers are gone, and the lists never show them again
    // while they load the new user's.
    await act(() => loginAs('wbdw'));
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => firstUsers.includes(query)),
    ).toEqual([]);
    expect(namesIn('第一个标签').join()).not.toContain(NEW_NAME);
    expect(namesIn('第二个标签').join()).not.toContain(NEW_NAME);
    // The lists (re-rendered as their remembered queries are cleared) have loaded for the new user.
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'success' }),
      ).toHaveLength(2),
    );

    const secondUsers = queryClient.getQueryCache().getAll();
    act(() => useSession.getState().clearSession());
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => secondUsers.includes(query)),
    ).toEqual([]);
  });
});
