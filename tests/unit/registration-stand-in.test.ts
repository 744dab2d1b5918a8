import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { callerAs } from '../helpers/accounts';
import { draftAttachmentsApi, registrationApi, type RegistrationApplyForm } from '@/api/registration';
import { getConfig } from '@/config';
import { server } from '@/mocks/node';
import { decipher } from '@/utils/cipher';
import { RESET_UNMATCHED } from '@/domain/accountAdmin';
import { RESET_PENDING } from '@/domain/registration';
import { DEMO_PASSWORD, users } from '@/mocks/callers';
import { issueGroup, issuedGroups, UNUSED_DRAFTS_KEPT } from '@/mocks/families/attachments';
import { approvePasswordReset, approveRegistration, rejectRegistration } from '@/mocks/families/account';
import {
  passwordResetApplications,
  registrationApplications,
  setStandInClock,
} from '@/mocks/families/registration';
import { scanFile } from '../helpers/scans';
import { setWireFormat } from '../helpers/wire';

/** The administrator who audits in these tests, 黄晓东 (the state machines let only role type 1 audit). */
const auditor = callerAs('admin');

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

let fakeNow = Date.now();
const advance = (ms: number) => {
  fakeNow += ms;
};
afterEach(() => setStandInClock(null));
const useFakeClock = () => {
  fakeNow = Date.now();
  setStandInClock(() => fakeNow);
};

const png = (name = 'licence.png', bytes = 2048) => scanFile(name, bytes);

/** Posts one file as hand-built multipart to the public upload call. */
async function rawUpload(fields: Record<string, string>, name: string, size: number) {
  const boundary = 'standInTestBoundary';
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
  );
  parts.push(new Uint8Array(size));
  parts.push(encoder.encode(`\r\n--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  const answer = await fetch('http://localhost/esp/a/stone/common/attachmentUpload', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return (await answer.json()) as { success: boolean; errorMsg: string };
}

async function verifiedToken(mobile: string, purpose: 'register' | 'resetPassword' = 'register') {
  await registrationApi.sendSmsCode(mobile, purpose);
  return (await registrationApi.checkSmsCode(mobile, purpose, '123456')).smsToken;
}

async function readyApplication(
  overrides: Partial<RegistrationApplyForm> = {},
): Promise<RegistrationApplyForm> {
  const draft = await draftAttachmentsApi.newDraft();
  await draftAttachmentsApi.upload(png(), draft, 'businessLicence');
  await draftAttachmentsApi.upload(png('letter.pdf'), draft, 'authorisationLetter');
  const contactMobile = overrides.contactMobile ?? '13900001111';
  return {
    unittype: '4',
    orgname: '宁波测试机械有限公司',
    orgcode: '91330203MA2HX8PQ1X',
    areacode: '330203',
    address: '宁波市海曙区测试路1号',
    legalPerson: '张三',
    contactPerson: '李四',
    contactMobile,
    loginName: 'csjx',
    password: 'Test@2026',
    attrefsysid: draft,
    smsToken: await verifiedToken(contactMobile),
    ...overrides,
  };
}

describe('stand-in SMS codes', () => {
  it('sends a code, and a right code answers one check only', async () => {
    expect(await registrationApi.sendSmsCode('13900001111', 'register')).toEqual({ demoCode: '123456' });
    expect(await failure(registrationApi.checkSmsCode('13900001111', 'register', '654321'))).toBe(
      '短信验证码错误',
    );
    const { smsToken } = await registrationApi.checkSmsCode('13900001111', 'register', '123456');
    expect(smsToken).toBeTruthy();
    expect(await failure(registrationApi.checkSmsCode('13900001111', 'register', '123456'))).toBe(
      '短信验证码已失效，请重新获取',
    );
  });

  it('refuses a check before any code was sent, and a code of another purpose', async () => {
    expect(await failure(registrationApi.checkSmsCode('13900001111', 'register', '123456'))).toBe(
      '请先获取短信验证码',
    );
    await registrationApi.sendSmsCode('13900001111', 'resetPassword');
    expect(await failure(registrationApi.checkSmsCode('13900001111', 'register', '123456'))).toBe(
      '请先获取短信验证码',
    );
  });

  it('expires a code after 5 minutes', async () => {
    useFakeClock();
    await registrationApi.sendSmsCode('13900001111', 'register');
    advance(5 * 60_000 + 1000);
    expect(await failure(registrationApi.checkSmsCode('13900001111', 'register', '123456'))).toBe(
      '短信验证码已失效，请重新获取',
    );
  });

  it('sends at most one code per 60 seconds per mobile', async () => {
    useFakeClock();
    await registrationApi.sendSmsCode('13900001111', 'register');
    advance(20_000);
    expect(await failure(registrationApi.sendSmsCode('13900001111', 'resetPassword'))).toBe(
      '发送过于频繁，请40秒后再试',
    );
    // Another mobile is not held up.
    expect(await registrationApi.sendSmsCode('13900002222', 'register')).toEqual({ demoCode: '123456' });
    advance(41_000);
    expect(await registrationApi.sendSmsCode('13900001111', 'register')).toEqual({ demoCode: '123456' });
  });

  it('refuses an invalid mobile', async () => {
    expect(await failure(registrationApi.sendSmsCode('12345', 'register'))).toBe('请输入有效的手机号码');
  });
});

describe('stand-in phone upload tickets', () => {
  it('a ticket uploads into its draft group until it expires after 10 minutes', async () => {
    useFakeClock();
    const draft = await draftAttachmentsApi.newDraft();
    const { ticket } = await draftAttachmentsApi.ticket(draft, 'businessLicence');
    expect((await draftAttachmentsApi.checkTicket(ticket)).group).toBe('businessLicence');
    await draftAttachmentsApi.uploadWithTicket(png('photo.jpg'), ticket);
    expect((await draftAttachmentsApi.list(draft, 'businessLicence')).map((f) => f.name)).toEqual([
      'photo.jpg',
    ]);
    advance(10 * 60_000 + 1000);
    expect(await failure(draftAttachmentsApi.checkTicket(ticket))).toContain('上传二维码已过期');
    expect(await failure(draftAttachmentsApi.uploadWithTicket(png('late.jpg'), ticket))).toContain(
      '上传二维码已过期',
    );
    expect(await draftAttachmentsApi.list(draft)).toHaveLength(1);
  });

  it('a forged ticket uploads nothing', async () => {
    expect(await failure(draftAttachmentsApi.uploadWithTicket(png(), 'tkforged'))).toContain(
      '上传二维码无效',
    );
  });

  it('enforces the size and type limits on public uploads, whatever the client checked', async () => {
    const draft = await draftAttachmentsApi.newDraft();
    // jsdom's XHR does not carry 30 MB faithfully, so this one goes as raw multipart through fetch.
    const big = await rawUpload(
      { attrefsysid: draft, group: 'businessLicence' },
      'big.png',
      30 * 1024 * 1024,
    );
    expect(big.errorMsg).toBe('文件大小不能超过20MB');
    const doc = new File([new Uint8Array(10)], 'notes.docx', { type: 'application/msword' });
    expect(await failure(draftAttachmentsApi.upload(doc, draft, 'businessLicence'))).toContain('仅支持上传');
    expect(await draftAttachmentsApi.list(draft)).toHaveLength(0);
  });

  it('forgets draft ids without a file after a day, or beyond the newest kept; a draft with a file stays', async () => {
    useFakeClock();
    const filed = await draftAttachmentsApi.newDraft();
    await draftAttachmentsApi.upload(png(), filed, 'businessLicence');
    const idle = await draftAttachmentsApi.newDraft();
    advance(24 * 60 * 60_000 + 1000);
    const fresh = await draftAttachmentsApi.newDraft();
    expect(await failure(draftAttachmentsApi.upload(png(), idle, 'businessLicence'))).toBe('附件编号无效');
    await draftAttachmentsApi.upload(png('letter.pdf'), filed, 'authorisationLetter');
    expect(await draftAttachmentsApi.list(filed)).toHaveLength(2);

    // A flood of visits that never upload: only the newest are kept, the oldest unused go first.
    for (let i = 0; i < UNUSED_DRAFTS_KEPT; i++) issueGroup('', fakeNow);
    expect(await failure(draftAttachmentsApi.upload(png(), fresh, 'businessLicence'))).toBe('附件编号无效');
    expect(issuedGroups.filter((g) => g.unitId === '' && g.id !== filed)).toHaveLength(UNUSED_DRAFTS_KEPT);
    await draftAttachmentsApi.upload(png('letter.pdf'), filed, 'businessLicence');
  });

  it('refuses uploads into an id that is not a draft', async () => {
    expect(await failure(draftAttachmentsApi.upload(png(), 'reg-seed-pending', 'businessLicence'))).toBe(
      '附件编号无效',
    );
  });
});

describe('stand-in registration applications', () => {
  it.each([
    ['plain', false],
    ['ciphered', true],
  ] as const)(
    'takes the password %s as configured, stores it as typed, and refuses the other form',
    async (_form, ciphered) => {
      setWireFormat({ cipherRegistrationPassword: ciphered });
      const sent: Request[] = [];
      const record = ({ request }: { request: Request }) => void sent.push(request.clone());
      server.events.on('request:start', record);
      onTestFinished(() => server.events.removeListener('request:start', record));
      const form = await readyApplication();
      const receipt = await registrationApi.apply(form);
      const onWire = (await sent.findLast((r) => r.url.includes('/account/apply'))!.json()) as {
        password: string;
      };
      expect(onWire.password === 'Test@2026').toBe(!ciphered);
      if (ciphered) expect(decipher(onWire.password, getConfig().cipherKey)).toBe('Test@2026');
      const stored = registrationApplications.findBy((a) => a.applyNo === receipt.applyNo)!;
      expect(stored.password).toBe('Test@2026');

      // The portal configured the other way: refused before anything is stored.
      setWireFormat({ cipherRegistrationPassword: !ciphered }, { cipherRegistrationPassword: ciphered });
      const other = await readyApplication({ contactMobile: '13900003333' });
      const before = registrationApplications.all().length;
      expect(await failure(registrationApi.apply(other))).toMatch(/^密码须/);
      expect(registrationApplications.all()).toHaveLength(before);
    },
  );

  it('stores an application with its flow log, and a second identical one is refused', async () => {
    const form = await readyApplication();
    const receipt = await registrationApi.apply(form);
    expect(receipt.applyNo).toMatch(/^ZC\d{12}$/);
    // The receipt gives out the number and the public id (the flow log's key), not the internal id.
    expect(Object.keys(receipt).sort()).toEqual(['applyNo', 'publicId']);
    expect(receipt.publicId).toMatch(/^[0-9a-f]{32}$/);
    const stored = registrationApplications.findBy((a) => a.applyNo === receipt.applyNo)!;
    expect(stored.publicId).toBe(receipt.publicId);
    expect(stored.status).toBe('0');
    expect(stored.password).toBe('Test@2026');
    expect(stored.flowLog).toEqual([expect.objectContaining({ action: 'submit', operator: '李四' })]);
    const again = await readyApplication({ contactMobile: '13900003333' });
    expect(await failure(registrationApi.apply(again))).toContain('该单位已有待审核的注册申请');
    // The draft is now part of the application: no more public uploads into it.
    expect(await failure(draftAttachmentsApi.upload(png(), form.attrefsysid, 'businessLicence'))).toBe(
      '申请已提交，附件不能再修改',
    );
  });

  it('refuses a registered unit, a taken login name, a wrong check character', async () => {
    expect(await failure(registrationApi.checkUnit('91330205MA2H3K7N01', 'newname'))).toContain(
      '该单位已注册',
    );
    expect(await failure(registrationApi.checkUnit('91330212MA2KD3LW5K', 'newname'))).toContain('待审核');
    expect(await failure(registrationApi.checkUnit('91330203MA2HX8PQ1X', 'syqy'))).toBe(
      '该登录账号已被使用，请更换',
    );
    expect(await failure(registrationApi.checkUnit('91330203MA2HX8PQ1A', 'newname'))).toBe(
      '请输入有效的统一社会信用代码',
    );
    // A rejected application does not block registering again.
    expect(await registrationApi.checkUnit('91330206MA2J7TB42X', 'htqz')).toBeNull();
  });

  it('refuses an application without SMS proof, a weak password or a missing attachment', async () => {
    const form = await readyApplication();
    expect(await failure(registrationApi.apply({ ...form, smsToken: 'smsforged' }))).toBe(
      '手机号码未通过短信验证，请重新获取验证码',
    );
    expect(await failure(registrationApi.apply({ ...form, password: 'password' }))).toBe(
      '请输入符合格式的密码',
    );
    const bare = await draftAttachmentsApi.newDraft();
    await draftAttachmentsApi.upload(png(), bare, 'businessLicence');
    expect(await failure(registrationApi.apply({ ...form, attrefsysid: bare }))).toBe('请上传授权委托书');
  });

  it('finds applications only with the right contact mobile', async () => {
    expect(await registrationApi.queryResults('ZC202611050001', '13812345601')).toHaveLength(1);
    expect(await registrationApi.queryResults('91330212MA2KD3LW5K', '13900000000')).toEqual([]);
  });

  it('approval creates the unit and the account with the role of the unit type; audits happen once', async () => {
    const user = approveRegistration('reg-seed-pending', auditor, '同意');
    expect(user).toMatchObject({ loginName: 'hcsp', roleIds: ['role-4'], isSimplePwd: false });
    const stored = registrationApplications.find('reg-seed-pending')!;
    expect(stored.status).toBe('1');
    expect(stored.flowLog.at(-1)).toMatchObject({ action: 'approve', operator: '黄晓东', opinion: '同意' });
    expect(() => rejectRegistration('reg-seed-pending', auditor, '不同意')).toThrow('该申请已审核');
  });

  it('audits only as the state machine allows: an administrator, a pending application, an opinion to reject', () => {
    const enterprise = callerAs('syqy');
    expect(() => approveRegistration('reg-seed-pending', enterprise, '同意')).toThrow(
      '当前角色无权进行此操作',
    );
    expect(() => rejectRegistration('reg-seed-pending', auditor, '  ')).toThrow('请填写不通过的原因');
    expect(registrationApplications.find('reg-seed-pending')?.status).toBe('0');
    rejectRegistration('reg-seed-pending', auditor, '材料不全');
    expect(registrationApplications.find('reg-seed-pending')).toMatchObject({
      status: '2',
      auditor: '黄晓东',
      auditOpinion: '材料不全',
    });
    expect(() => approvePasswordReset('reset-seed-pending', enterprise, '同意')).toThrow(
      '当前角色无权进行此操作',
    );
    approvePasswordReset('reset-seed-pending', auditor, '同意重置');
    expect(passwordResetApplications.find('reset-seed-pending')?.status).toBe('1');
    expect(() => approvePasswordReset('reset-seed-pending', auditor, '同意重置')).toThrow(
      '该申请已审核，不能重复审核',
    );
  });
});

let resetMobiles = 0;
/** A reset application as the public form sends it: verified (a mobile of its own: one SMS a minute), with its letter. */
async function resetApplication(loginName: string, orgcode: string) {
  const draft = await draftAttachmentsApi.newDraft();
  await draftAttachmentsApi.upload(png('letter.jpg'), draft, 'resetAuthorisationLetter');
  const contactMobile = `1385740${String(++resetMobiles).padStart(4, '0')}`;
  return {
    loginName,
    orgcode,
    contactPerson: '王丽娟',
    contactMobile,
    reason: '密码遗失',
    attrefsysid: draft,
    smsToken: await verifiedToken(contactMobile, 'resetPassword'),
  };
}

describe('stand-in password-reset applications', () => {
  it('checks the form only: an unknown, a foreign, a pending and a right account get the same answer', async () => {
    const answers = await Promise.all(
      [
        ['nobody', '91330203MA2GQ5X106'],
        ['syqy', '91330205MA2H3K7N01'],
        ['zzdw', '91330211MA2CL4T90F'],
        ['syqy', '91330203MA2GQ5X106'],
      ].map(([loginName, orgcode]) => failure(registrationApi.checkPasswordReset(loginName, orgcode))),
    );
    expect(answers).toEqual(['resolved', 'resolved', 'resolved', 'resolved']);
    expect(await failure(registrationApi.checkPasswordReset('syqy', '91330203MA2GQ5X10A'))).toBe(
      '请输入有效的统一社会信用代码',
    );
  });

  it('records an application for an unknown or foreign account alike; the audit can only reject it', async () => {
    const unknown = await registrationApi.applyPasswordReset(
      await resetApplication('nobody', '91330203MA2GQ5X106'),
    );
    const foreign = await registrationApi.applyPasswordReset(
      await resetApplication('syqy', '91330205MA2H3K7N01'),
    );
    for (const receipt of [unknown, foreign]) {
      expect(Object.keys(receipt).sort()).toEqual(['applyNo', 'publicId']);
      const stored = passwordResetApplications.findBy((a) => a.applyNo === receipt.applyNo)!;
      expect(stored).toMatchObject({ userId: '', orgname: '', status: '0' });
      expect(() => approvePasswordReset(stored.id, auditor, '同意重置')).toThrow(RESET_UNMATCHED);
      expect(passwordResetApplications.find(stored.id)?.status).toBe('0');
    }
    // The unit's real account keeps its password.
    expect(users.find('user-syqy')?.password).toBe(DEMO_PASSWORD);
  });

  it('refuses a second application for a login name with one pending, known or not, naming no application', async () => {
    await registrationApi.applyPasswordReset(await resetApplication('nobody', '91330203MA2GQ5X106'));
    for (const loginName of ['NOBODY', 'zzdw']) {
      expect(
        await failure(
          registrationApi.applyPasswordReset(await resetApplication(loginName, '91330211MA2CL4T90F')),
        ),
      ).toBe(RESET_PENDING);
    }
  });

  it('stores an application; approval sets an initial password that must be changed', async () => {
    const draft = await draftAttachmentsApi.newDraft();
    await draftAttachmentsApi.upload(png('letter.jpg'), draft, 'resetAuthorisationLetter');
    const receipt = await registrationApi.applyPasswordReset({
      loginName: 'syqy',
      orgcode: '91330203MA2GQ5X106',
      contactPerson: '王丽娟',
      contactMobile: '13857401234',
      reason: '密码遗失',
      attrefsysid: draft,
      smsToken: await verifiedToken('13857401234', 'resetPassword'),
    });
    const stored = passwordResetApplications.findBy((a) => a.applyNo === receipt.applyNo)!;
    expect(stored).toMatchObject({ status: '0', userId: 'user-syqy', orgname: '宁波甬江化工机械有限公司' });
    const initial = approvePasswordReset(stored.id, auditor, '同意重置');
    expect(users.find('user-syqy')).toMatchObject({ password: initial, isSimplePwd: true });
    // Answered once: the application keeps no copy.
    expect(JSON.stringify(passwordResetApplications.find(stored.id))).not.toContain(initial);
  });
});
