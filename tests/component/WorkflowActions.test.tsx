import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusTag } from '@/components/StatusTag';
import { WorkflowActions, type RecordAction } from '@/components/WorkflowActions';
import { APPLICATION_STATUS as S, APPLICATION_STATUSES } from '@/domain/status';
import { ROLE_TYPES } from '@/domain/access';
import type { Envelope } from '@/http/envelope';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';

interface Application {
  id: string;
  status: string;
}

const answer = (message: string): Promise<Envelope<unknown>> =>
  Promise.resolve({ ok: true, loginRequired: false, message, data: null, raw: {} });

function declare() {
  const calls = {
    commit: vi.fn(() => answer('提交成功')),
    withdraw: vi.fn(() => answer('已撤回')),
    remove: vi.fn(() => answer('删除成功')),
    audit: vi.fn(() => answer('审核通过')),
    reject: vi.fn((_r: Application, _opinion?: string) => answer('已退回')),
  };
  const enterprise = (role: string) => role !== ROLE_TYPES.admin;
  const actions: RecordAction<Application>[] = [
    {
      key: 'commit',
      label: '提交',
      visible: (r, role) => enterprise(role) && r.status === S.draft,
      run: calls.commit,
    },
    {
      key: 'withdraw',
      label: '撤回',
      visible: (r, role) => enterprise(role) && r.status === S.submitted,
      run: calls.withdraw,
    },
    { key: 'delete', label: '删除', danger: true, visible: (r) => r.status === S.draft, run: calls.remove },
    {
      key: 'audit',
      label: '审核通过',
      visible: (r, role) => role === ROLE_TYPES.admin && r.status === S.submitted,
      run: calls.audit,
    },
    {
      key: 'reject',
      label: '退回',
      danger: true,
      opinion: { title: '退回申请', label: '退回意见' },
      visible: (r, role) => role === ROLE_TYPES.admin && r.status === S.submitted,
      run: calls.reject,
    },
  ];
  return { actions, calls };
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

describe('StatusTag', () => {
  it('shows the label of the code from its dictionary', () => {
    renderAt('/t', <StatusTag dict={APPLICATION_STATUSES} value={S.returned} />);
    expect(screen.getByText('已退回')).toBeInTheDocument();
  });
});

describe('WorkflowActions', () => {
  it('shows only what the status allows for an enterprise role', async () => {
    await loginAs('syqy');
    const { actions } = declare();
    const draft = renderAt('/t', <WorkflowActions record={{ id: '1', status: S.draft }} actions={actions} />);
    expect(buttons()).toEqual(['提交', '删除']);
    draft.unmount();
    renderAt('/t', <WorkflowActions record={{ id: '1', status: S.submitted }} actions={actions} />);
    expect(buttons()).toEqual(['撤回']);
  });

  it('shows audit and reject to the administrator only', async () => {
    await loginAs('admin');
    const { actions } = declare();
    renderAt('/t', <WorkflowActions record={{ id: '1', status: S.submitted }} actions={actions} />);
    expect(buttons()).toEqual(['审核通过', '退回']);
  });

  it('confirms before acting and shows the result', async () => {
    await loginAs('syqy');
    const { actions, calls } = declare();
    const onDone = vi.fn();
    renderAt(
      '/t',
      <WorkflowActions record={{ id: '1', status: S.draft }} actions={actions} onDone={onDone} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect((await screen.findAllByText('确定要删除吗？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(calls.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await userEvent.click((await screen.findAllByRole('button', { name: /确\s*定/ })).at(-1)!);
    await waitFor(() => expect(calls.remove).toHaveBeenCalledTimes(1));
    expect((await screen.findAllByText('删除成功')).length).toBeGreaterThan(0);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ key: 'delete' }));
  });

  it('reject requires an opinion and sends it', async () => {
    await loginAs('admin');
    const { actions, calls } = declare();
    renderAt('/t', <WorkflowActions record={{ id: '7', status: S.submitted }} actions={actions} />);
    await userEvent.click(screen.getByRole('button', { name: /退\s*回/ }));
    expect(await screen.findByText('退回申请')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写退回意见')).toBeInTheDocument();
    expect(calls.reject).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: '退回意见' }), '资料不全，请补充');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.reject).toHaveBeenCalledWith({ id: '7', status: S.submitted }, '资料不全，请补充'),
    );
    expect((await screen.findAllByText('已退回')).length).toBeGreaterThan(0);
  });
});
