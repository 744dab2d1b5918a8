import { describe, expect, it } from 'vitest';
import { accountApi, passwordResetApi } from '@/api/account';
import { ACCOUNT_MESSAGES, RESET_APPROVED_OPINION } from '@/domain/accountAdmin';
import { APPLICATION_STATUS } from '@/domain/registration';
import { sessions, units, users } from '@/mocks/callers';
import { isStrongPassword } from '@/utils/validators';
import { passwordResetApplications, registrationApplications } from '@/mocks/families/registration';
import { useSession } from '@/stores/session';
import { newAccount } from '../helpers/accounts';
import { loginAs } from '../helpers/session';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

const REFUSED = '当前角色无权进行此操作';

describe('stand-in account administration', () => {
  it('refuses every call of an enterprise session (a forged request gets an error, not data)', async () => {
    await loginAs('syqy');
    const calls = [
      accountApi.findRegister({}),
      accountApi.getReg('reg-seed-pending'),
      accountApi.audit('reg-seed-pending'),
      accountApi.disagree('reg-seed-pending', '伪造'),
      accountApi.findAccount({}),
      accountApi.getAccount('user-admin'),
      accountApi.create(newAccount()),
      accountApi.update({ id: 'user-syqy', roleTypes: '1' }),
      accountApi.remove('user-wbdw'),
      accountApi.applicationFiles('reg-seed-pending'),
      passwordResetApi.list({ status: APPLICATION_STATUS.pending }),
      passwordResetApi.list({}),
      passwordResetApi.get('reset-seed-pending'),
      passwordResetApi.approve('reset-seed-pending'),
    ];
    for (const call of calls) expect(await failure(call)).toBe(REFUSED);
    expect(registrationApplications.find('reg-seed-pending')!.status).toBe(APPLICATION_STATUS.pending);
    expect(users.find('user-syqy')!.roleIds).toEqual(['role-4']);
    expect(users.find('user-wbdw')).toBeTruthy();
  });

  it('lists registrations pending first and filters them', async () => {
    await loginAs('admin');
    const all = await accountApi.findRegister({ pageSize: 50 });
    expect(all.list[0].status).toBe(APPLICATION_STATUS.pending);
    expect(all.list[0]).not.toHaveProperty('password');
    const rejected = await accountApi.findRegister({ status: APPLICATION_STATUS.rejected });
    expect(rejected.list.map((a) => a.applyNo)).toEqual(['ZC202611030002']);
    const byCode = await accountApi.findRegister({ keyword: '91330212MA2KD3LW5K' });
    expect(byCode.list.map((a) => a.loginName)).toEqual(['hcsp']);
    const byType = await accountApi.findRegister({ unittype: '5', areacode: '330205' });
    expect(byType.list.map((a) => a.loginName)).toEqual(['wbdw']);
  });

  it('approves a registration: the account exists with the requested role, the flow log says who', async () => {
    await loginAs('admin');
    await accountApi.audit('reg-seed-pending');
    const application = registrationApplications.find('reg-seed-pending')!;
    expect(application.status).toBe(APPLICATION_STATUS.approved);
    expect(application.flowLog.at(-1)).toMatchObject({ action: 'approve', operator: '黄晓东' });
    const user = users.findBy((u) => u.loginName === 'hcsp')!;
    expect(user.roleIds).toEqual(['role-4']);
    expect(user.password).toBe('Haichen@2026');
    expect(units.find(user.unitId)!.orgname).toBe('宁波鄞州海晨食品有限公司');
    expect(await failure(accountApi.audit('reg-seed-pending'))).toBe('该申请已审核，不能重复审核');
  });

  it('rejects a registration only with an opinion', async () => {
    await loginAs('admin');
    expect(await failure(accountApi.disagree('reg-seed-pending', '  '))).toBe(
      ACCOUNT_MESSAGES.opinionRequired,
    );
    await accountApi.disagree('reg-seed-pending', '营业执照已过期');
    const application = registrationApplications.find('reg-seed-pending')!;
    expect(application.status).toBe(APPLICATION_STATUS.rejected);
    expect(application.auditOpinion).toBe('营业执照已过期');
    expect(users.findBy((u) => u.loginName === 'hcsp')).toBeUndefined();
  });

  it('creates accounts with unique login names and a strong initial password', async () => {
    await loginAs('admin');
    const created = (await accountApi.create(newAccount())).data;
    expect(isStrongPassword(created.initialPassword)).toBe(true);
    expect(users.find(created.id)).toMatchObject({ isSimplePwd: true, password: created.initialPassword });
    expect(await failure(accountApi.create(newAccount({ orgcode: '91330203MA2GQ5X106' })))).toBe(
      ACCOUNT_MESSAGES.loginNameTaken,
    );
    expect(await failure(accountApi.create(newAccount({ loginName: 'SYQY' })))).toBe(
      ACCOUNT_MESSAGES.loginNameTaken,
    );
    // A pending registration has reserved its login name.
    expect(await failure(accountApi.create(newAccount({ loginName: 'hcsp' })))).toBe(
      ACCOUNT_MESSAGES.loginNameTaken,
    );
    expect(await failure(accountApi.update({ id: 'user-wbdw', loginName: 'syqy' }))).toBe(
      ACCOUNT_MESSAGES.loginNameTaken,
    );
    expect(
      await failure(
        accountApi.create(
          newAccount({ loginName: 'qtzh', orgname: '别的名字有限公司', orgcode: '91330203MA2GQ5X106' }),
        ),
      ),
    ).toContain('该统一社会信用代码已登记为“宁波甬江化工机械有限公司”');
  });

  it('never lets an administrator delete, disable or demote their own account', async () => {
    await loginAs('admin');
    const self = useSession.getState().userId;
    expect(await failure(accountApi.remove(self))).toBe(ACCOUNT_MESSAGES.selfDelete);
    expect(await failure(accountApi.update({ id: self, enabled: '0' }))).toBe(ACCOUNT_MESSAGES.selfDisable);
    expect(await failure(accountApi.update({ id: self, roleTypes: '4' }))).toBe(ACCOUNT_MESSAGES.selfRoles);
    expect(users.find(self)).toMatchObject({ enabled: true, roleIds: ['role-1'] });
  });

  it('disabling or deleting another account ends its sessions', async () => {
    await loginAs('wbdw');
    expect(sessions.filter((s) => s.userId === 'user-wbdw')).toHaveLength(1);
    await loginAs('admin');
    await accountApi.update({ id: 'user-wbdw', enabled: '0' });
    expect(sessions.filter((s) => s.userId === 'user-wbdw')).toHaveLength(0);
    expect((await accountApi.findAccount({ enabled: '0' })).list.map((a) => a.loginName)).toEqual(['wbdw']);
    await accountApi.remove('user-sgdw');
    expect(users.find('user-sgdw')).toBeUndefined();
  });

  it('approves a password reset: a strong initial password that must be changed, kept out of the public log', async () => {
    await loginAs('zzdw');
    await loginAs('admin');
    const pending = await passwordResetApi.list({ status: APPLICATION_STATUS.pending });
    expect(pending.list.map((a) => a.applyNo)).toEqual(['CZ202611060001']);
    expect(pending.list[0]).not.toHaveProperty('initialPassword');
    const { initialPassword, loginName } = (await passwordResetApi.approve('reset-seed-pending')).data;
    expect(loginName).toBe('zzdw');
    expect(isStrongPassword(initialPassword)).toBe(true);
    expect(users.find('user-zzdw')).toMatchObject({ password: initialPassword, isSimplePwd: true });
    expect(sessions.filter((s) => s.userId === 'user-zzdw')).toHaveLength(0);
    const application = passwordResetApplications.find('reset-seed-pending')!;
    expect(application.flowLog.at(-1)).toMatchObject({ action: 'approve', opinion: RESET_APPROVED_OPINION });
    expect(JSON.stringify(application.flowLog)).not.toContain(initialPassword);
    // Answered once by the approval: the application's detail and list row never show it again.
    const detail = await passwordResetApi.get('reset-seed-pending');
    expect(detail).toMatchObject({ status: APPLICATION_STATUS.approved, userId: 'user-zzdw' });
    expect(detail).not.toHaveProperty('initialPassword');
    expect(JSON.stringify(detail)).not.toContain(initialPassword);
    const history = await passwordResetApi.list({});
    expect(JSON.stringify(history)).not.toContain(initialPassword);
  });

  it('rejects a password reset only with an opinion and leaves the password alone', async () => {
    await loginAs('admin');
    expect(await failure(passwordResetApi.reject('reset-seed-pending', ''))).toBe(
      ACCOUNT_MESSAGES.opinionRequired,
    );
    await passwordResetApi.reject('reset-seed-pending', '授权委托书与单位不符');
    expect(passwordResetApplications.find('reset-seed-pending')!.status).toBe(APPLICATION_STATUS.rejected);
    expect(users.find('user-zzdw')).toMatchObject({ password: 'Demo@2026', isSimplePwd: false });
  });
});
