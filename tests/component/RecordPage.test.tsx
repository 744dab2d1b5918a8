import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteOperators, getOperator, listOperators, updateOperator, type Operator } from '@/api/operator';
import { RecordPage } from '@/components/RecordPage';
import { addFault, clearFaults } from '@/mocks/faults';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';

const LIST = '/worker/query';
const DETAIL = '/worker/detail';

/** A detail page as the pages declare one, over the stand-in's operators. */
const OperatorPage = () => (
  <RecordPage<Operator>
    listPath={LIST}
    detailPath={(mode, id) => `${DETAIL}?mode=${mode}&id=${id}`}
    sections={[{ title: '基本信息', fields: [{ name: 'name', label: '姓名', required: true }] }]}
    load={getOperator}
    save={updateOperator}
    remove={{ run: (id) => deleteOperators([id]), confirm: '确定要删除该作业人员吗？' }}
  />
);

async function firstOperator() {
  await loginAs('syqy');
  return (await listOperators({ pageNo: 1, pageSize: 1 })).list[0];
}

const open = (mode: 'view' | 'edit', id: string) =>
  renderAt(`${DETAIL}?mode=${mode}&id=${id}`, <OperatorPage />, DETAIL);

afterEach(() => clearFaults());

describe('RecordPage', () => {
  it('view → 修改 opens the same record in edit mode; a save goes back to the list', async () => {
    const operator = await firstOperator();
    const { router } = open('view', operator.id!);
    expect(await screen.findByText(operator.name)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /修\s*改/ }));
    const name = await screen.findByRole('textbox', { name: '姓名' });
    expect(router.state.location.search).toBe(`?mode=edit&id=${operator.id}`);
    expect(name).toHaveValue(operator.name);
    expect(screen.queryByRole('button', { name: /修\s*改/ })).not.toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, '改名测试');
    await userEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect((await getOperator(operator.id!)).name).toBe('改名测试');
  });

  it('删除 asks first, deletes, and goes back to the list', async () => {
    const operator = await firstOperator();
    const { router } = open('view', operator.id!);
    await userEvent.click(await screen.findByRole('button', { name: /删\s*除/ }));
    expect((await screen.findAllByText('确定要删除该作业人员吗？')).length).toBeGreaterThan(0);
    await userEvent.click((await screen.findAllByRole('button', { name: /确\s*定/ })).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    const left = await listOperators({ pageNo: 1, pageSize: 1000 });
    expect(left.list.map((o) => o.id)).not.toContain(operator.id);
  });

  it('edit mode offers neither 修改 nor 删除', async () => {
    const operator = await firstOperator();
    open('edit', operator.id!);
    await screen.findByRole('textbox', { name: '姓名' });
    expect(screen.queryByRole('button', { name: /修\s*改/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
  });

  it("another unit's or an unknown record: 未找到该记录 with the server's reason, 返回 to the list, no 重试", async () => {
    await loginAs('wbdw');
    const others = (await listOperators({ pageNo: 1, pageSize: 1 })).list[0];
    await loginAs('syqy');
    for (const id of [others.id!, 'no-such-operator']) {
      const { router, unmount } = open('view', id);
      const block = (await screen.findByText('未找到该记录')).closest('[role="alert"]');
      expect(block).toHaveTextContent('未找到该记录');
      expect(block).toHaveTextContent('作业人员不存在或已删除');
      expect(screen.queryByText(others.name)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /重\s*试/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
      unmount();
    }
  });

  it('a failed load shows 重试, which loads again; 返回 goes to the list', async () => {
    const operator = await firstOperator();
    addFault({ path: '/a/stone/operator/get', kind: 'business', message: '服务繁忙', times: 1, delayMs: 0 });
    const { router } = open('view', operator.id!);
    expect(await screen.findByText(/记录加载失败：服务繁忙/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText(operator.name)).toBeInTheDocument();
    expect(screen.queryByText(/记录加载失败/)).not.toBeInTheDocument();

    addFault({ path: '/a/stone/operator/get', kind: 'business', message: '服务繁忙', times: 1, delayMs: 0 });
    await act(() => router.navigate(`${DETAIL}?mode=edit&id=${operator.id}`));
    expect(await screen.findByText(/记录加载失败：服务繁忙/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });
});
