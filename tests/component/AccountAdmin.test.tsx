import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@/domain/accountAdmin';
import { APPLICATION_STATUS } from '@/domain/registration';
import { users } from '@/mocks/callers';
import { isStrongPassword } from '@/utils/validators';
import { passwordResetApplications, registrationApplications } from '@/mocks/families/registration';
import { useTabs } from '@/stores/tabs';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';
import { choose } from './public-render';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

// Role queries over the whole shell are slow in jsdom: find by text, then look inside the part.
// antd spaces two-character labels of plain buttons (确 定) but not of link buttons (审核).
const label = (text: string) => new RegExp(`^${text.replace(/\s/g, '').split('').join('\\s*')}$`);
const button = (text: string) =>
  screen.getByText(label(text), { selector: 'button span' }).closest('button')!;
const findButton = async (text: string, scope: HTMLElement = document.body) =>
  (await within(scope).findByText(label(text), { selector: 'button span' })).closest('button')!;
const modalOf = async (text: string) =>
  (await screen.findAllByText(text))
    .at(-1)!
    .closest('.ant-modal, .ant-modal-confirm, [role=dialog]') as HTMLElement;
/** Confirms the confirmation dialog that asks this. */
const confirmDialog = async (user: ReturnType<typeof userEvent.setup>, question: string) => {
  const box = await modalOf(question);
  await user.click(within(box).getByRole('button', { name: /^确\s*定$/ }));
};
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('registration audit', () => {
  it('lists pending applications first and approves one: the account is opened', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    renderApp('/account/check');
    const first = await rowOf('ZC202611050001');
    // Pending first: the only pending application heads the list.
    expect(first.parentElement!.querySelector('tr.ant-table-row')).toBe(first);
    await user.click(await findButton('审 核', first));
    expect(await screen.findByText('宁波鄞州海晨食品有限公司')).toBeInTheDocument();
    expect(await screen.findByText('流程记录')).toBeInTheDocument();
    await user.click(button('通 过'));
    await confirmDialog(user, '确定审核通过吗？通过后将按申请的单位类型开通企业账号。');
    expect(await screen.findByText('审核通过，已开通账号 hcsp')).toBeInTheDocument();
    expect(await screen.findByText('审核通过')).toBeInTheDocument();
    expect(screen.queryByText(label('通过'), { selector: 'button span' })).toBeNull();
    expect(registrationApplications.find('reg-seed-pending')!.status).toBe(APPLICATION_STATUS.approved);
    expect(users.findBy((u) => u.loginName === 'hcsp')!.roleIds).toEqual(['role-4']);
  });

  it('不通过 needs an opinion, which is recorded for the applicant', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    renderApp('/account/register-detail?id=reg-seed-pending');
    await user.click(await findButton('不通过'));
    const box = await modalOf('审核不通过');
    await user.click(within(box).getByRole('button', { name: /^确\s*定$/ }));
    expect(await within(box).findByText('请填写不通过原因')).toBeInTheDocument();
    expect(registrationApplications.find('reg-seed-pending')!.status).toBe(APPLICATION_STATUS.pending);
    await user.type(within(box).getByLabelText('不通过原因'), '营业执照已过期');
    await user.click(within(box).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(registrationApplications.find('reg-seed-pending')).toMatchObject({
        status: APPLICATION_STATUS.rejected,
        auditOpinion: '营业执照已过期',
      }),
    );
    expect(await screen.findByText('意见：营业执照已过期')).toBeInTheDocument();
  });
});

describe('account management', () => {
  it('never offers the administrator’s own account for disabling or deleting; deletes another after confirmation', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    renderApp('/account/manager');
    const ownRow = await rowOf('admin');
    expect(within(ownRow).getByText(label('修改'))).toBeInTheDocument();
    expect(within(ownRow).queryByText(label('删除'))).toBeNull();
    expect(within(ownRow).queryByText(label('停用'))).toBeNull();
    const other = await rowOf('sgdw');
    expect(within(other).getByText(label('停用'))).toBeInTheDocument();
    await user.click(await findButton('删 除', other));
    await confirmDialog(user, '确定要删除该账号吗？删除后不可恢复。');
    await waitFor(() => expect(users.find('user-sgdw')).toBeUndefined());
    await waitFor(() => expect(screen.queryByText('sgdw')).toBeNull());
  });

  it('refuses to disable the administrator’s own account from the form (server-side)', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    renderApp('/account/account-detail?mode=edit&id=user-admin');
    await screen.findByDisplayValue('黄晓东');
    await choose(user, '状态', '停用');
    await user.click(button('保 存'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.selfDisable)).toBeInTheDocument();
    expect(users.find('user-admin')!.enabled).toBe(true);
  });

  it('adds an account: a taken login name is refused, a new one gets an initial password', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    renderApp('/account/add-account');
    const fill = async (label: string, value: string) => {
      const input = await screen.findByLabelText(label);
      await user.clear(input);
      await user.click(input);
      await user.paste(value);
    };
    await fill('登录账号', 'syqy');
    await choose(user, '角色', '施工告知单位');
    await fill('联系人', '方敏');
    await fill('联系人手机', '13812340000');
    await fill('单位名称', '宁波测试安装有限公司');
    await fill('统一社会信用代码', '91330203MA2HX8PQ1X');
    await choose(user, '单位类型', '施工告知单位');
    await user.click(button('保 存'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.loginNameTaken)).toBeInTheDocument();
    await fill('登录账号', 'xzzh');
    await user.click(button('保 存'));
    const shown = await screen.findByTestId('initial-password');
    const created = users.findBy((u) => u.loginName === 'xzzh')!;
    expect(shown).toHaveTextContent(created.password);
    expect(isStrongPassword(created.password)).toBe(true);
    expect(created).toMatchObject({ isSimplePwd: true, roleIds: ['role-3'] });
  });
});

describe('password-reset audit', () => {
  it('approving shows the new initial password to pass on by phone', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    renderApp('/account/reset-password-check-list');
    await user.click(await findButton('审 核', await rowOf('CZ202611060001')));
    await user.click(await findButton('通 过'));
    await confirmDialog(user, '确定审核通过吗？将为该账号生成新的初始密码，原密码随即失效。');
    const shown = await screen.findByTestId('initial-password');
    expect(shown).toHaveTextContent(users.find('user-zzdw')!.password);
    expect(users.find('user-zzdw')!.isSimplePwd).toBe(true);
    expect(passwordResetApplications.find('reset-seed-pending')!.status).toBe(APPLICATION_STATUS.approved);
  });

  it('rejecting needs an opinion', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    renderApp('/account/reset-password-detail?id=reset-seed-pending');
    await user.click(await findButton('不通过'));
    const box = await modalOf('审核不通过');
    await user.click(within(box).getByRole('button', { name: /^确\s*定$/ }));
    expect(await within(box).findByText('请填写不通过原因')).toBeInTheDocument();
    await user.type(within(box).getByLabelText('不通过原因'), '授权委托书与单位不符');
    await user.click(within(box).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(passwordResetApplications.find('reset-seed-pending')!.status).toBe(APPLICATION_STATUS.rejected),
    );
    expect(users.find('user-zzdw')!.password).toBe('Demo@2026');
  });
});

describe('role gating', () => {
  it('an enterprise account neither sees the section nor opens its pages', async () => {
    await loginAs('syqy');
    const { router } = renderApp('/account/check');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    expect(screen.queryByText('企业账号管理')).toBeNull();
  });

  it('the administrator sees the section in the menu', async () => {
    await loginAs('admin');
    renderApp('/home');
    expect(await screen.findByText('企业账号管理')).toBeInTheDocument();
  });
});
