import { describe, expect, it } from 'vitest';
import { ROLE_TYPES } from '@/domain/access';
import { APPLICATION_STATUS as S, passwordResetMachine, registrationMachine } from '@/domain/registration';
import { actionsFrom, can, machine, refusal } from '@/domain/workflow';

const ADMIN = ROLE_TYPES.admin;
const ENTERPRISE = ROLE_TYPES.use;

describe('the application machines', () => {
  for (const m of [registrationMachine, passwordResetMachine]) {
    it(`${m.noun}: the administrator approves or rejects a pending application, nothing else`, () => {
      expect(can(m, 'approve', S.pending, ADMIN)).toBe(true);
      expect(can(m, 'reject', S.pending, ADMIN)).toBe(true);
      for (const status of [S.approved, S.rejected]) {
        expect(can(m, 'approve', status, ADMIN)).toBe(false);
        expect(can(m, 'reject', status, ADMIN)).toBe(false);
      }
      for (const status of Object.values(S)) {
        expect(can(m, 'approve', status, ENTERPRISE)).toBe(false);
        expect(can(m, 'reject', status, ENTERPRISE)).toBe(false);
      }
    });

    it(`${m.noun}: only a rejection asks for an opinion`, () => {
      expect(m.transitions.reject.opinion).toBe(true);
      expect(m.transitions.approve.opinion).toBeFalsy();
    });
  }
});

describe('refusal', () => {
  it('is null where the machine allows the action', () => {
    expect(refusal(registrationMachine, 'approve', S.pending, ADMIN)).toBeNull();
  });

  it('names the role as the reason before the status', () => {
    expect(refusal(registrationMachine, 'approve', S.approved, ENTERPRISE)).toBe('当前角色无权进行此操作');
  });

  it('names the application, its status and the action refused', () => {
    expect(refusal(registrationMachine, 'approve', S.approved, ADMIN)).toBe(
      '该注册申请当前状态为“已通过”，不能通过',
    );
    expect(refusal(passwordResetMachine, 'reject', S.rejected, ADMIN)).toBe(
      '该密码重置申请当前状态为“未通过”，不能不通过',
    );
    // A record without a status says so rather than showing an empty pair of quotes.
    expect(refusal(registrationMachine, 'reject', '', ADMIN)).toBe('该注册申请当前状态为“未知”，不能不通过');
  });

  it('refuses an action the machine does not have', () => {
    // A name from outside the portal (a forged request to the stand-in) is not in the machine's type.
    const forged = 'withdraw' as 'approve';
    expect(refusal(registrationMachine, forged, S.pending, ADMIN)).toBe('不支持的操作');
    expect(can(registrationMachine, forged, S.pending, ADMIN)).toBe(false);
  });
});

describe('actionsFrom', () => {
  it('lists what a role may do in a status, in declaration order', () => {
    expect(actionsFrom(registrationMachine, S.pending, ADMIN)).toEqual(['approve', 'reject']);
    expect(actionsFrom(registrationMachine, S.approved, ADMIN)).toEqual([]);
    expect(actionsFrom(passwordResetMachine, S.pending, ENTERPRISE)).toEqual([]);
  });

  it('follows each transition’s own statuses and roles', () => {
    const filing = machine({
      noun: '备案',
      statuses: [
        { value: 'draft', label: '草稿' },
        { value: 'submitted', label: '已提交' },
      ],
      transitions: {
        submit: { label: '提交', from: ['draft'], to: 'submitted', roles: [ENTERPRISE] },
        withdraw: { label: '撤回', from: ['submitted'], to: 'draft', roles: [ENTERPRISE] },
        remove: { label: '删除', from: ['draft'], to: 'draft', roles: [ENTERPRISE, ADMIN] },
      },
    });
    expect(actionsFrom(filing, 'draft', ENTERPRISE)).toEqual(['submit', 'remove']);
    expect(actionsFrom(filing, 'submitted', ENTERPRISE)).toEqual(['withdraw']);
    expect(actionsFrom(filing, 'draft', ADMIN)).toEqual(['remove']);
  });
});
