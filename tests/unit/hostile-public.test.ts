import { describe, expect, it } from 'vitest';
import { callerAs } from '../helpers/accounts';
import { units, users } from '@/mocks/callers';
import { openSession } from '@/mocks/families/session';
import { approvePasswordReset } from '@/mocks/families/account';
import { passwordResetApplications, registrationApplications } from '@/mocks/families/registration';
import { standInSettings } from '@/mocks/settings';

/**
 * The public calls (docs/requirements.md, Public data): they stay public, but give out only what their page
 * shows, by keys nobody can guess, and answer alike whatever exists behind them.
 */
const BASE = 'http://localhost/esp';

interface Answer {
  success: boolean;
  errorMsg: string;
  data: unknown;
}

async function call(path: string, form?: Record<string, string>, sid?: string): Promise<Answer> {
  const url = new URL(BASE + path);
  if (sid) url.searchParams.set(standInSettings.sessionParams.sid, sid);
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    headers: form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return (await response.json()) as Answer;
}

const flowLog = (id: string) => call(`/a/stone/common/flowLog?id=${encodeURIComponent(id)}`);
const invoiceTitles = (keyword: string, sid?: string) =>
  call(`/a/stone/common/getInvoiceTitle?keyword=${encodeURIComponent(keyword)}`, undefined, sid);

const auditor = callerAs('admin');

describe('the public flow log (flowLog?id=)', () => {
  it('refuses every internal id, seeded or made, as it refuses a guess', async () => {
    const ids = [
      ...registrationApplications.all().map((a) => a.id),
      ...passwordResetApplications.all().map((a) => a.id),
      'reg1',
      'reset1',
      '',
    ];
    for (const id of ids) {
      expect(await flowLog(id)).toEqual({
        success: false,
        result: 'false',
        errorMsg: '申请不存在',
        data: null,
      });
    }
  });

  it('opens by the public id: 32 random hex digits, one per application', () => {
    const publicIds = [...registrationApplications.all(), ...passwordResetApplications.all()].map(
      (a) => a.publicId,
    );
    for (const publicId of publicIds) expect(publicId).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(publicIds).size).toBe(publicIds.length);
  });

  it('gives what the page shows and no more: audits by role, never the auditor’s name', async () => {
    const rejected = registrationApplications.find('reg-seed-rejected')!;
    const answer = await flowLog(rejected.publicId);
    expect(answer.data).toEqual({
      kind: 'registration',
      applyNo: 'ZC202611030002',
      subject: rejected.orgname,
      status: '2',
      steps: [
        { action: 'submit', operator: '董磊', time: '2026-11-03 14:20:08', opinion: '' },
        {
          action: 'reject',
          operator: '审核人员',
          time: rejected.flowLog[1].time,
          opinion: rejected.auditOpinion,
        },
      ],
    });
    expect(JSON.stringify(answer)).not.toContain('黄晓东');
  });

  it('shows a password reset by the login name applied for, and never the initial password', async () => {
    const reset = passwordResetApplications.find('reset-seed-pending')!;
    const initialPassword = approvePasswordReset(reset.id, auditor, '同意重置');
    const answer = await flowLog(reset.publicId);
    expect(answer.data).toMatchObject({ kind: 'passwordReset', subject: '账号 zzdw', status: '1' });
    expect(JSON.stringify(answer)).not.toContain(initialPassword);
    expect(JSON.stringify(answer)).not.toContain('黄晓东');
  });
});

describe('invoice titles without a session (getInvoiceTitle?keyword=)', () => {
  const unit = units.all().find((u) => u.orgname === '宁波甬江化工机械有限公司')!;

  it.each(['91', '9133', unit.orgcode, '甬江化工', '宁波', '有限公司'])(
    'lists no unit for part of a name or a code (%s)',
    async (keyword) => {
      expect((await invoiceTitles(keyword)).data).toEqual([]);
    },
  );

  it('answers the one unit of exactly that full name: its name and credit code, no address', async () => {
    expect((await invoiceTitles(unit.orgname)).data).toEqual([
      { orgname: unit.orgname, orgcode: unit.orgcode },
    ]);
  });

  it('searches by part of a name or code for a logged-in caller, as the invoice pages do', async () => {
    const session = openSession(users.find('user-syqy')!);
    const found = (await invoiceTitles('91', session.id)).data as { address: string }[];
    expect(found.length).toBeGreaterThan(1);
    expect(found[0].address).toBeTruthy();
  });
});

describe('the password-reset pre-check (passwordRestApplyCheck)', () => {
  it('answers an unknown, a foreign, a pending and a right account exactly alike', async () => {
    const answers = await Promise.all(
      [
        { loginName: 'nobody', orgcode: '91330203MA2GQ5X106' },
        { loginName: 'syqy', orgcode: '91330205MA2H3K7N01' },
        { loginName: 'zzdw', orgcode: '91330211MA2CL4T90F' },
        { loginName: 'syqy', orgcode: '91330203MA2GQ5X106' },
      ].map((form) => call('/a/stone/common/passwordRestApplyCheck', form)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[3]);
    expect(answers[3]).toMatchObject({ success: true, errorMsg: '可以申请密码重置', data: null });
  });

  it('refuses only a malformed form', async () => {
    expect(
      await call('/a/stone/common/passwordRestApplyCheck', { loginName: '', orgcode: '91330203MA2GQ5X106' }),
    ).toMatchObject({ success: false, errorMsg: expect.stringContaining('登录账号') });
    expect(
      await call('/a/stone/common/passwordRestApplyCheck', { loginName: 'syqy', orgcode: '9133' }),
    ).toMatchObject({ success: false, errorMsg: '请输入有效的统一社会信用代码' });
  });
});
