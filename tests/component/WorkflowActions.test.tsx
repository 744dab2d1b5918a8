import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusTag } from '@/components/StatusTag';
import { machineActions, WorkflowActions, type RecordAction } from '@/components/WorkflowActions';
import { APPLICATION_STATUS as S, APPLICATION_STATUSES } from '@/domain/status';
import { APPLICATION_STATUS, passwordResetMachine, registrationMachine } from '@/domain/registration';
import type { Envelope } from '@/http/envelope';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';

interface Application {
  id: string;
  status: string;
}

const answer = (message: string): Promise<Envelope<unknown>> =>
  Promise.resolve({ ok: true, loginRequired: false, message, data: null, raw: {} });

const MACHINES = { registration: registrationMachine, passwordReset: passwordResetMachine };

/** The audit buttons of an application page, bound to its real machine, beside a plain 删除. */
function declare(machine = registrationMachine) {
  const calls = {
    approve: vi.fn((_r: Application) => answer('审核通过')),
    reject: vi.fn((_r: Application, _opinion?: string) => answer('已退回')),
    remove: vi.fn((_r: Application) => answer('删除成功')),
  };
  const actions: RecordAction<Application>[] = [
    ...machineActions(machine, [
      { transition: 'approve', primary: true, confirm: '确定审核通过吗？', run: calls.approve },
      { transition: 'reject', danger: true, opinionTitle: '审核不通过', run: calls.reject },
    ]),
    { key: 'delete', label: '删除', danger: true, run: calls.remove },
  ];
  return { actions, calls };
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
const pending = { id: '1', status: APPLICATION_STATUS.pending };

describe('StatusTag', () => {
  it('shows the label of the code from its dictionary', () => {
    renderAt('/t', <StatusTag dict={APPLICATION_STATUSES} value={S.returned} />);
    expect(screen.getByText('已退回')).toBeInTheDocument();
  });
});

describe('WorkflowActions bound to the application machines', () => {
  for (const [name, machine] of Object.entries(MACHINES)) {
    it(`${name}: the administrator sees 通过 and 不通过 on a pending application only`, async () => {
      await loginAs('admin');
      const { actions } = declare(machine);
      const view = renderAt('/t', <WorkflowActions record={pending} actions={actions} />);
      expect(buttons()).toEqual(['通过', '不通过', '删除']);
      view.unmount();
      for (const status of [APPLICATION_STATUS.approved, APPLICATION_STATUS.rejected]) {
        const done = renderAt('/t', <WorkflowActions record={{ id: '1', status }} actions={actions} />);
        expect(buttons()).toEqual(['删除']);
        done.unmount();
      }
    });

    it(`${name}: an enterprise role never sees the audit`, async () => {
      await loginAs('syqy');
      const { actions } = declare(machine);
      for (const status of Object.values(APPLICATION_STATUS)) {
        const view = renderAt('/t', <WorkflowActions record={{ id: '1', status }} actions={actions} />);
        expect(buttons()).toEqual(['删除']);
        view.unmount();
      }
    });
  }

  it('reads the status from the field the binding names', async () => {
    await loginAs('admin');
    const actions: RecordAction<{ id: string; auditStatus: string }>[] = machineActions(
      registrationMachine,
      [{ transition: 'approve', run: () => answer('审核通过') }],
      'auditStatus',
    );
    const view = renderAt(
      '/t',
      <WorkflowActions record={{ id: '1', auditStatus: APPLICATION_STATUS.pending }} actions={actions} />,
    );
    expect(buttons()).toEqual(['通过']);
    view.unmount();
    renderAt(
      '/t',
      <WorkflowActions record={{ id: '1', auditStatus: APPLICATION_STATUS.approved }} actions={actions} />,
    );
    expect(buttons()).toEqual([]);
  });

  it('通过 confirms before acting, shows the result and reports it done', async () => {
    await loginAs('admin');
    const { actions, calls } = declare();
    const onDone = vi.fn();
    renderAt('/t', <WorkflowActions record={pending} actions={actions} onDone={onDone} />);
    const approve = screen.getByRole('button', { name: /^通\s*过$/ });
    expect(approve).toHaveClass('ant-btn-primary');
    await userEvent.click(approve);
    expect((await screen.findAllByText('确定审核通过吗？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(calls.approve).not.toHaveBeenCalled();
    await userEvent.click(approve);
    await userEvent.click((await screen.findAllByRole('button', { name: /确\s*定/ })).at(-1)!);
    await waitFor(() => expect(calls.approve).toHaveBeenCalledWith(pending, undefined));
    expect((await screen.findAllByText('审核通过')).length).toBeGreaterThan(0);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ key: 'approve' }));
  });

  it('不通过 asks for an opinion, requires it and sends it', async () => {
    await loginAs('admin');
    const { actions, calls } = declare(passwordResetMachine);
    const onDone = vi.fn();
    renderAt('/t', <WorkflowActions record={pending} actions={actions} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: /不通过/ }));
    expect(await screen.findByText('审核不通过')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写不通过原因')).toBeInTheDocument();
    expect(calls.reject).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: '不通过原因' }), '资料不全，请补充');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.reject).toHaveBeenCalledWith(pending, '资料不全，请补充'));
    expect((await screen.findAllByText('已退回')).length).toBeGreaterThan(0);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ key: 'reject' }));
  });
});

describe('WorkflowActions with plain actions', () => {
  it('a plain action confirms with its label, then acts and reports it done', async () => {
    await loginAs('syqy');
    const { actions, calls } = declare();
    const onDone = vi.fn();
    renderAt('/t', <WorkflowActions record={pending} actions={actions} onDone={onDone} />);
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

  it('a link action opens its page without asking', async () => {
    await loginAs('syqy');
    const { router } = renderAt(
      '/t',
      <WorkflowActions
        record={pending}
        actions={[{ key: 'view', label: '查看', confirm: false, to: (r) => `/elsewhere?id=${r.id}` }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('别处页面')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=1');
  });
});
