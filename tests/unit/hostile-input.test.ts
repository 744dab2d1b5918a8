import { describe, expect, it } from 'vitest';
import { snapshot } from '@/mocks/db';
import { sessions, users } from '@/mocks/callers';
import { ANONYMOUS_ERROR_LOGS_PER_MINUTE, ERROR_LOG_KEPT, errorLogs } from '@/mocks/families/portal';
import { makeCitizenId, operators, qualifications } from '@/mocks/families/operator';
import { passwordResetApplications, registrationApplications } from '@/mocks/families/registration';
import {
  installUnits,
  invoiceCerts,
  mailAddresses,
  unitChanges,
  unitProfiles,
} from '@/mocks/families/company';

import { units } from '@/mocks/callers';
import { attachments, GROUP_NOT_OURS } from '@/mocks/families/attachments';
import { equipment } from '@/mocks/families/equipment';
import { inspectionApplications, payOrders } from '@/mocks/families/inspection';
import { USE_STATE } from '@/domain/equipment';
import { INSPECTION_MESSAGES as M, MAX_APPLY_EQUIPMENT } from '@/domain/inspectionApplication';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from '@/mocks/respond';
import { loginAs } from '../helpers/session';
import { dayFromToday } from '@/utils/beijingTime';

/**
 * Hostile requests to every write endpoint (docs/requirements.md, Requests and writes): wrong types, missing
 * fields, over-long values, oversized bodies, unknown codes, impossible dates, too many rows and other units'
 * ids. Each is refused in the envelope with a Chinese message naming the field (never an HTTP 500), and the
 * store is exactly as it was.
 */

interface Envelope {
  result: string;
  errorMsg: string;
  data: unknown;
}

/** The session id of a demo account logged in through the real login call. */
async function sessionOf(loginName: string): Promise<string> {
  await loginAs(loginName);
  const user = users.findBy((u) => u.loginName === loginName)!;
  return sessions.findBy((s) => s.userId === user.id)!.id;
}

type Body = { json: unknown } | { form: Record<string, string> } | { raw: string; type: string };

async function call(path: string, body: Body, sid = '') {
  const url = new URL(`/esp${path}`, window.location.href);
  if (sid) url.searchParams.set('__sid', sid);
  const init =
    'json' in body
      ? { body: JSON.stringify(body.json), type: 'application/json' }
      : 'form' in body
        ? { body: new URLSearchParams(body.form).toString(), type: 'application/x-www-form-urlencoded' }
        : { body: body.raw, type: body.type };
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': init.type },
    body: init.body,
  });
  return { status: response.status, envelope: (await response.json()) as Envelope };
}

/** The store as data; sessions change on every call (their last-seen time), so they are left out. */
const store = () => {
  // Touch the collections a write could change, so that the snapshot holds them from the start.
  const company = [units, unitProfiles, unitChanges, invoiceCerts, mailAddresses, installUnits];
  const inspection = [inspectionApplications, payOrders, attachments, equipment];
  for (const c of [
    ...inspection,
    operators,
    qualifications,
    users,
    registrationApplications,
    passwordResetApplications,
    ...company,
  ]) {
    c.all();
  }
  const { sessions: _sessions, captchas: _captchas, ...rest } = snapshot();
  return JSON.stringify(rest);
};

/** Sends a hostile request and expects the refusal, an answer of 200 (or the given status), and no change. */
async function expectRefused(
  path: string,
  body: Body,
  sid: string,
  message: string,
  status = 200,
): Promise<void> {
  const before = store();
  const { status: answered, envelope } = await call(path, body, sid);
  expect({ status: answered, result: envelope.result, errorMsg: envelope.errorMsg }).toEqual({
    status,
    result: 'false',
    errorMsg: message,
  });
  expect(store(), `${path} changed nothing`).toBe(before);
}

const x = (n: number) => '字'.repeat(n);

const operator = (overrides: Record<string, unknown> = {}, cert: Record<string, unknown> = {}) => ({
  name: '测试员',
  sex: '1',
  idcard: makeCitizenId('330203', '19900101', '123'),
  mobile: '13812345678',
  areacode: '330203',
  address: '中山西路1号',
  remarks: '',
  qualifications: [
    {
      certno: 'TST-HOSTILE-1',
      workitem: 'Q2',
      issueorg: '宁波市市场监督管理局',
      issuedate: '2024-01-01',
      validdate: '2028-01-01',
      ...cert,
    },
  ],
  ...overrides,
});

describe('operator writes refuse what the form would not send', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['a number for the name', { name: 123 }, {}, '姓名格式不正确'],
    ['an object for the name', { name: { first: '张' } }, {}, '姓名格式不正确'],
    ['no name', { name: undefined }, {}, '请填写姓名'],
    ['a null name', { name: null }, {}, '请填写姓名'],
    ['a blank name', { name: '   ' }, {}, '请填写姓名'],
    ['a name of 21 characters', { name: x(21) }, {}, '姓名不能超过20个字符'],
    ['a number for the sex', { sex: 1 }, {}, '性别格式不正确'],
    ['an unknown sex', { sex: '9' }, {}, '请选择有效的性别'],
    ['a list for the citizen id', { idcard: ['330203'] }, {}, '身份证号格式不正确'],
    ['a citizen id with a wrong check digit', { idcard: '330203199001011230' }, {}, '请输入有效的身份证号'],
    ['a phone in another format', { mobile: '+86 138-1234-5678' }, {}, '请输入有效的手机号码'],
    ['a phone number as a number', { mobile: 13812345678 }, {}, '手机号码格式不正确'],
    ['an unknown area code', { areacode: '999999' }, {}, '请选择有效的所在区域'],
    ['an address of 101 characters', { address: x(101) }, {}, '详细地址不能超过100个字符'],
    ['remarks of 10,000 characters', { remarks: x(10_000) }, {}, '备注不能超过500个字符'],
    ['certificates as text', { qualifications: 'TS1' }, {}, '资格证书格式不正确'],
    ['a certificate as text', { qualifications: ['TS1'] }, {}, '请求内容格式不正确'],
    [
      '21 certificates',
      {
        qualifications: Array.from({ length: 21 }, (_, i) => ({
          ...operator().qualifications[0],
          certno: `TST-MANY-${i}`,
        })),
      },
      {},
      '资格证书不能超过20条',
    ],
    ['a number for the certificate number', {}, { certno: 5 }, '证书编号格式不正确'],
    ['a certificate number of 41 characters', {}, { certno: 'T'.repeat(41) }, '证书编号不能超过40个字符'],
    ['an unknown work item', {}, { workitem: 'ZZ' }, '请选择有效的作业项目'],
    ['an issuing authority of 101 characters', {}, { issueorg: x(101) }, '发证机关不能超过100个字符'],
    ['month 13, day 45', {}, { issuedate: '2024-13-45' }, '发证日期不是有效日期'],
    ['30 February', {}, { validdate: '2027-02-30' }, '有效期至不是有效日期'],
    ['a date as a number', {}, { issuedate: 20240101 }, '发证日期格式不正确'],
    ['no expiry date', {}, { validdate: undefined }, '请选择有效期至'],
  ];

  it.each(cases)('operator/add: %s', async (_, overrides, cert, message) => {
    const sid = await sessionOf('syqy');
    await expectRefused('/a/stone/operator/add', { json: operator(overrides, cert) }, sid, message);
  });

  it.each(cases)('operator/update: %s', async (_, overrides, cert, message) => {
    const sid = await sessionOf('syqy');
    const body = operator({ id: 'op-0001', ...overrides }, cert);
    await expectRefused('/a/stone/operator/update', { json: body }, sid, message);
  });

  it('a body that is not an object, or not JSON, is refused as such', async () => {
    const sid = await sessionOf('syqy');
    await expectRefused('/a/stone/operator/add', { json: [operator()] }, sid, '请求内容格式不正确');
    await expectRefused('/a/stone/operator/add', { json: 'name' }, sid, '请求内容格式不正确');
    await expectRefused(
      '/a/stone/operator/add',
      { raw: '{"name": "张', type: 'application/json' },
      sid,
      '请填写姓名',
    );
  });

  it('a body over 1 MB is refused with 413 before it is read as data', async () => {
    const sid = await sessionOf('syqy');
    const huge = operator({ remarks: 'a'.repeat(6 * 1024 * 1024) });
    await expectRefused('/a/stone/operator/add', { json: huge }, sid, BODY_TOO_LARGE, 413);
    const justOver = { raw: `ids=${'a'.repeat(MAX_BODY_BYTES)}`, type: 'application/x-www-form-urlencoded' };
    await expectRefused('/a/stone/operator/del', justOver, sid, BODY_TOO_LARGE, 413);
  });

  it('certificates: add, update and delete check their fields and their owner', async () => {
    const sid = await sessionOf('syqy');
    const own = qualifications.findBy((q) => q.unitId === 'unit-use')!;
    const foreign = qualifications.findBy((q) => q.unitId !== 'unit-use')!;
    const foreignOperator = operators.findBy((o) => o.unitId !== 'unit-use')!;
    const cert = { ...operator().qualifications[0], id: own.id };
    await expectRefused(
      '/a/stone/operator/qualification/update',
      { json: { ...cert, issuedate: '2024-02-30' } },
      sid,
      '发证日期不是有效日期',
    );
    await expectRefused(
      '/a/stone/operator/qualification/update',
      { json: { ...cert, id: foreign.id } },
      sid,
      '证书不存在或已删除',
    );
    await expectRefused(
      '/a/stone/operator/qualification/add',
      { json: { ...cert, id: undefined, operatorId: foreignOperator.id } },
      sid,
      '作业人员不存在或已删除',
    );
    await expectRefused(
      '/a/stone/operator/qualification/add',
      { json: { ...cert, id: undefined, operatorId: own.operatorId, workitem: 7 } },
      sid,
      '作业项目格式不正确',
    );
    await expectRefused(
      '/a/stone/operator/qualification/del',
      { form: { id: foreign.id } },
      sid,
      '证书不存在或已删除',
    );
    await expectRefused(
      '/a/stone/operator/del',
      { form: { ids: `op-0001,${foreignOperator.id}` } },
      sid,
      '作业人员不存在或已删除',
    );
  });
});

describe('cross-unit writes', () => {
  it('operator/update cannot take over another unit’s certificate (nor copy its unique number)', async () => {
    const sid = await sessionOf('syqy');
    const foreign = qualifications.findBy((q) => q.unitId !== 'unit-use')!;
    const { id: _id, operatorId: _op, unitId: _unit, ...fields } = foreign;
    const body = operator({ id: 'op-0001', qualifications: [{ ...fields, id: foreign.id }] });
    await expectRefused('/a/stone/operator/update', { json: body }, sid, '证书不存在或已删除');
    expect(qualifications.filter((q) => q.certno === foreign.certno)).toHaveLength(1);
  });

  it('operator/update cannot move another operator’s certificate of the same unit', async () => {
    const sid = await sessionOf('syqy');
    const other = qualifications.findBy((q) => q.unitId === 'unit-use' && q.operatorId !== 'op-0001')!;
    const { id: _id, operatorId: _op, unitId: _unit, ...fields } = other;
    const body = operator({ id: 'op-0001', qualifications: [{ ...fields, id: other.id }] });
    await expectRefused('/a/stone/operator/update', { json: body }, sid, '证书不存在或已删除');
  });

  it('operator/add cannot adopt another unit’s attachment group', async () => {
    const sid = await sessionOf('syqy');
    const foreign = operators.findBy((o) => o.unitId !== 'unit-use')!;
    const body = operator({ attrefsysid: foreign.attrefsysid });
    await expectRefused('/a/stone/operator/add', { json: body }, sid, `附件编号无效：${GROUP_NOT_OURS}`);
  });
});

describe('account administration refuses what its forms would not send', () => {
  const account = (overrides: Record<string, string> = {}) => ({
    loginName: 'hostile_user',
    name: '李四',
    mobile: '13900001111',
    roleTypes: '4',
    enabled: '1',
    orgcode: '91330212MA2KD3LW5K',
    orgname: '宁波测试单位',
    unittype: '4',
    areacode: '330203',
    ...overrides,
  });

  it.each([
    ['a contact of 21 characters', { name: x(21) }, '联系人不能超过20个字符'],
    ['no contact', { name: '' }, '请填写联系人'],
    ['a phone in another format', { mobile: '139-0000-1111' }, '请输入有效的手机号码'],
    ['a unit name of 61 characters', { orgname: x(61) }, '单位名称不能超过60个字符'],
    ['an unknown unit type', { unittype: '99' }, '请选择有效的单位类型'],
    ['an unknown district', { areacode: '110101' }, '请选择有效的所在区县'],
    ['an invalid credit code', { orgcode: '91330201' }, '请输入有效的统一社会信用代码'],
  ])('account/create: %s', async (_, overrides, message) => {
    const sid = await sessionOf('admin');
    await expectRefused('/a/stone/account/create', { form: account(overrides) }, sid, message);
  });

  it('account/update, audits and deletes check their fields', async () => {
    const sid = await sessionOf('admin');
    await expectRefused(
      '/a/stone/account/update',
      { form: { id: 'user-syqy', name: x(21) } },
      sid,
      '联系人不能超过20个字符',
    );
    await expectRefused(
      '/a/stone/account/update',
      { form: { id: 'user-syqy', orgname: x(61) } },
      sid,
      '单位名称不能超过60个字符',
    );
    await expectRefused(
      '/a/stone/account/disagree',
      { form: { id: 'reg-seed-pending', opinion: x(501) } },
      sid,
      '审核意见不能超过500个字符',
    );
    await expectRefused(
      '/a/stone/passwordResetApply/audit',
      { form: { id: 'reset-seed-pending', pass: '0', opinion: x(501) } },
      sid,
      '审核意见不能超过500个字符',
    );
    await expectRefused('/a/stone/account/delete', { form: { id: 'u'.repeat(65) } }, sid, '账号无效');
  });
});

describe('public applications refuse what their forms would not send', () => {
  const registration = (overrides: Record<string, string> = {}) => ({
    unittype: '4',
    orgname: '宁波测试单位',
    orgcode: '91330212MA2KD3LW5K',
    areacode: '330203',
    address: '中山西路1号',
    legalPerson: '张三',
    contactPerson: '李四',
    contactMobile: '13900001111',
    loginName: 'hostile_user',
    password: '',
    attrefsysid: 'draft-0123456789abcdef0123',
    smsToken: '',
    ...overrides,
  });

  it.each([
    ['an address of 201 characters', { address: x(201) }, '单位地址不能超过200个字符'],
    ['a legal person of 31 characters', { legalPerson: x(31) }, '法定代表人不能超过30个字符'],
    ['an unknown unit type', { unittype: 'x' }, '单位类型无效'],
    ['an unknown district', { areacode: '000000' }, '所在区县无效'],
    ['a phone in another format', { contactMobile: '0574-87654321' }, '请输入有效的手机号码'],
  ])('account/apply: %s', async (_, overrides, message) => {
    await expectRefused('/a/stone/common/account/apply', { form: registration(overrides) }, '', message);
  });

  it('passwordRestApply: a reason of 301 characters', async () => {
    const body = {
      loginName: 'zzdw',
      orgcode: '91330211MA2CL4T90F',
      contactPerson: '李四',
      contactMobile: '13900001111',
      reason: x(301),
      attrefsysid: 'draft-0123456789abcdef0123',
      smsToken: '',
    };
    await expectRefused('/a/stone/common/passwordRestApply', { form: body }, '', '申请原因不能超过300个字符');
  });
});

describe('the error log', () => {
  it('refuses over-long entries', async () => {
    await expectRefused(
      '/a/stone/common/save_error_logger',
      { form: { type: 'js', mes: x(2001) } },
      '',
      '错误信息不能超过2000个字符',
    );
    await expectRefused(
      '/a/stone/common/save_error_logger',
      { form: { type: 'js' } },
      '',
      '缺少错误类型或信息',
    );
  });

  it('takes a few anonymous entries a minute, and keeps the newest only', async () => {
    for (let i = 0; i < ANONYMOUS_ERROR_LOGS_PER_MINUTE; i++) {
      const { envelope } = await call('/a/stone/common/save_error_logger', {
        form: { type: 'js', mes: `e${i}` },
      });
      expect(envelope.result).toBe('true');
    }
    await expectRefused(
      '/a/stone/common/save_error_logger',
      { form: { type: 'js', mes: 'one too many' } },
      '',
      '错误日志提交过于频繁，请稍后再试',
    );
    // A logged-in caller is not throttled; the log still keeps only the newest entries.
    const sid = await sessionOf('syqy');
    for (let i = 0; i < ERROR_LOG_KEPT; i++) {
      errorLogs.insert({ id: `old-${i}`, type: 'js', code: '0', mes: 'old', url: '', userId: 'x', time: '' });
    }
    const { envelope } = await call(
      '/a/stone/common/save_error_logger',
      { form: { type: 'js', mes: 'new' } },
      sid,
    );
    expect(envelope.result).toBe('true');
    expect(errorLogs.all()).toHaveLength(ERROR_LOG_KEPT);
    expect(errorLogs.all()[0].mes).toBe('new');
  });
});

describe('the user’s own information', () => {
  it('user/updateInfo refuses a name longer than the account page allows', async () => {
    const sid = await sessionOf('syqy');
    await expectRefused('/a/stone/user/updateInfo', { form: { name: x(31) } }, sid, '姓名不能超过30个字符');
  });
});

describe('company information refuses what its forms would not send', () => {
  const unit = {
    orgname: '宁波甬江化工机械有限公司',
    orgcode: '91330203MA2GQ5X106',
    legalPerson: '陈国华',
    areacode: '330203',
    address: '宁波市海曙区望春工业园区丽园北路1288号',
  };
  const title = { title: '宁波测试开票有限公司', taxno: '91330205MA2H3K7N01' };
  const address = {
    receiver: '王五',
    mobile: '13812345678',
    areacode: '330203',
    address: '中山西路1号',
    postcode: '315000',
  };
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['a change with no reason', '/a/stone/unit/changeUnit', { ...unit, orgname: '新名称' }, '请填写变更原因'],
    [
      'a name of 101 characters',
      '/a/stone/unit/changeUnit',
      { ...unit, orgname: x(101), reason: 'r' },
      '单位名称不能超过100个字符',
    ],
    [
      'a credit code with a wrong check character',
      '/a/stone/unit/changeUnit',
      { ...unit, orgcode: '91330203MA2GQ5X107', reason: 'r' },
      '请输入有效的统一社会信用代码',
    ],
    [
      'an unknown district',
      '/a/stone/unit/changeUnit',
      { ...unit, areacode: '999999', reason: 'r' },
      '请选择有效的所在区域',
    ],
    ['a contact as text', '/a/stone/unit/save', { contacts: 'x' }, '联系人格式不正确'],
    [
      'a contact with a wrong mobile',
      '/a/stone/unit/save',
      { contacts: [{ name: '张三', post: '1', mobile: '123' }] },
      '请输入有效的手机号码',
    ],
    ['a postcode starting with 0', '/a/stone/unit/save', { postcode: '015000' }, '请输入有效的邮政编码'],
    [
      'an invoice title without a title',
      '/a/stone/epIbmsBrmOgmInvoiceCert/save',
      { ...title, title: ' ' },
      '请填写发票抬头',
    ],
    [
      'a tax number that is no credit code',
      '/a/stone/epIbmsBrmOgmInvoiceCert/save',
      { ...title, taxno: '12345' },
      '请输入有效的统一社会信用代码',
    ],
    [
      'a default flag of another kind',
      '/a/stone/epIbmsBrmOgmInvoiceCert/save',
      { ...title, isDefault: 'yes' },
      '请选择有效的默认标记',
    ],
    [
      'another unit’s invoice title',
      '/a/stone/epIbmsBrmOgmInvoiceCert/save',
      { ...title, id: 'ic-unit-maint-0' },
      '发票抬头不存在或已删除',
    ],
    [
      'a mailing address with a bad postcode',
      '/a/stone/epIbmsBrmOgmMailaddr/save',
      { ...address, postcode: '31500' },
      '请输入有效的邮政编码',
    ],
    [
      'a mailing address with a landline for the mobile',
      '/a/stone/epIbmsBrmOgmMailaddr/save',
      { ...address, mobile: '0574-87654321' },
      '请输入有效的手机号码',
    ],
    [
      'an installation unit of an unknown kind',
      '/a/stone/unitallowi/add',
      { orgname: 'x', orgcode: title.taxno, kind: '9' },
      '请选择有效的单位类别',
    ],
    [
      'an impossible licence date',
      '/a/stone/unitallowi/add',
      { orgname: 'x', orgcode: title.taxno, kind: '1', licenceValid: '2026-02-30' },
      '许可有效期至不是有效日期',
    ],
  ];
  it.each(cases)('%s', async (_case, path, json, message) => {
    await expectRefused(path, { json }, await sessionOf('syqy'), message);
  });

  it('setDefault and delete take only the caller’s own records', async () => {
    const sid = await sessionOf('syqy');
    for (const path of [
      '/a/stone/epIbmsBrmOgmInvoiceCert/setDefault',
      '/a/stone/epIbmsBrmOgmInvoiceCert/delete',
    ]) {
      await expectRefused(path, { form: { id: 'ic-unit-maint-1' } }, sid, '发票抬头不存在或已删除');
    }
    await expectRefused(
      '/a/stone/epIbmsBrmOgmMailaddr/delete',
      { form: { id: 'ma-unit-use-0' } },
      sid,
      '默认邮寄地址不能删除，请先将其他邮寄地址设为默认',
    );
    await expectRefused(
      '/a/stone/unit/auditChange',
      { form: { id: 'uc-seed-unit-use', pass: '1' } },
      sid,
      '当前角色无权进行此操作',
    );
  });
});

describe('online inspection and payment refuse what their forms would not send', () => {
  /** An in-use elevator of the use unit in no open application. */
  const freeElevator = () =>
    equipment.findBy(
      (e) =>
        e.unitId === 'unit-use' &&
        e.usestatus === USE_STATE.inUse &&
        e.equclacode === '3000' &&
        !inspectionApplications
          .filter((a) => a.status !== '0')
          .some((a) => a.equipment.some((q) => q.id === e.id)),
    )!;
  const application = (overrides: Record<string, unknown> = {}) => ({
    formKind: 'general',
    inspectKind: '1',
    wishDate: dayFromToday(7),
    contactPerson: '王丽娟',
    contactMobile: '13857401234',
    remark: '',
    maintainUnit: '',
    selfCheckDate: '',
    complianceNo: '',
    equIds: [freeElevator().id],
    authCode: '',
    isCommit: '0',
    isPc: '1',
    ...overrides,
  });
  const manyIds = Array.from({ length: MAX_APPLY_EQUIPMENT + 1 }, (_, i) => `eqm-${i}`);

  const saveCases: [string, Record<string, unknown>, string][] = [
    ['a number for the form kind', { formKind: 2 }, '申请类型格式不正确'],
    ['an unknown form kind', { formKind: 'boiler' }, '请选择有效的申请类型'],
    ['no inspection kind', { inspectKind: undefined }, '请选择有效的检验类别'],
    ['an unknown inspection kind', { inspectKind: '9' }, '请选择有效的检验类别'],
    ['30 February', { wishDate: '2027-02-30' }, '期望检验日期不是有效日期'],
    ['a date as a number', { wishDate: 20270101 }, '期望检验日期格式不正确'],
    ['a wished date in the past', { wishDate: '2020-01-01' }, M.wishDatePast],
    ['no contact', { contactPerson: undefined }, '请填写联系人'],
    ['a contact of 31 characters', { contactPerson: x(31) }, '联系人不能超过30个字符'],
    ['a landline for the mobile', { contactMobile: '0574-87654321' }, '请输入有效的手机号码'],
    ['remarks of 10,000 characters', { remark: x(10_000) }, '备注不能超过500个字符'],
    ['a maintenance unit of 101 characters', { maintainUnit: x(101) }, '维保单位不能超过100个字符'],
    ['month 13', { selfCheckDate: '2026-13-01' }, '维保自检日期不是有效日期'],
    [
      'a compliance number of 41 characters',
      { complianceNo: 'F'.repeat(41) },
      '符合性声明编号不能超过40个字符',
    ],
    ['equipment as text', { equIds: 'eqm-00001' }, '报检设备格式不正确'],
    ['an equipment id as a number', { equIds: [1] }, '报检设备格式不正确'],
    ['51 pieces of equipment', { equIds: manyIds }, M.tooMany],
    ['no equipment', { equIds: [] }, M.noEquipment],
    ['unknown equipment', { equIds: ['eqm-99999'] }, '设备不存在或已删除'],
    ['an application id of 65 characters', { id: 'b'.repeat(65) }, '报检申请无效'],
    ['an unknown application', { id: 'bj-9999' }, '报检申请不存在或已删除'],
    ['an SMS code of 7 digits', { authCode: '1234567' }, '短信验证码不能超过6个字符'],
    ['a commit flag of another kind', { isCommit: 'yes' }, '请选择有效的提交标记'],
    ['a PC flag as a number', { isPc: 1 }, '来源标记格式不正确'],
    ['a commit without the SMS code', { isCommit: '1' }, M.authCode],
    ['an elevator form without its declaration', { formKind: 'elevator' }, '请填写维保单位'],
    [
      'a save of an application waiting for acceptance',
      { id: 'bj-0002' },
      '该报检申请当前状态为“待受理”，不能保存',
    ],
  ];
  it.each(saveCases)('appOnline/save: %s', async (_, overrides, message) => {
    const sid = await sessionOf('syqy');
    await expectRefused('/a/stone/appOnline/save', { json: application(overrides) }, sid, message);
  });

  it('appOnline/save: another unit’s equipment or application, the wrong kind, a body that is no object', async () => {
    const sid = await sessionOf('syqy');
    const foreignEquipment = equipment.findBy((e) => e.unitId !== 'unit-use')!;
    inspectionApplications.insert({
      ...inspectionApplications.find('bj-0001')!,
      id: 'bj-foreign',
      unitId: 'unit-multi',
    });
    const vessel = inspectionApplications.find('bj-0001')!.equipment[0];
    const boiler = inspectionApplications.find('bj-0002')!.equipment[0];
    const elevatorForm = {
      formKind: 'elevator',
      maintainUnit: '宁波安捷电梯工程有限公司',
      selfCheckDate: dayFromToday(-1),
      complianceNo: 'FH-1',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ equIds: [foreignEquipment.id] }, '设备不存在或已删除'],
      [{ id: 'bj-foreign' }, '报检申请不存在或已删除'],
      [{ equIds: [boiler.id] }, M.taken(boiler.equcode)],
      [{ ...elevatorForm, equIds: [vessel.id] }, M.notElevator],
    ];
    for (const [overrides, message] of cases) {
      await expectRefused('/a/stone/appOnline/save', { json: application(overrides) }, sid, message);
    }
    await expectRefused('/a/stone/appOnline/save', { json: [application()] }, sid, '请求内容格式不正确');
  });

  it('delete and onlineWithdraw take only the unit’s own application, in a status the machine allows', async () => {
    const sid = await sessionOf('syqy');
    inspectionApplications.insert({
      ...inspectionApplications.find('bj-0001')!,
      id: 'bj-foreign',
      unitId: 'unit-multi',
    });
    for (const path of ['/a/stone/appOnline/delete', '/a/stone/appOnline/onlineWithdraw']) {
      await expectRefused(path, { form: {} }, sid, '报检申请不存在或已删除');
      await expectRefused(path, { form: { id: 'b'.repeat(65) } }, sid, '报检申请无效');
      await expectRefused(path, { form: { id: 'bj-foreign' } }, sid, '报检申请不存在或已删除');
      await expectRefused(path, { json: { id: ['bj-0001'] } }, sid, '报检申请格式不正确');
    }
    await expectRefused(
      '/a/stone/appOnline/delete',
      { form: { id: 'bj-0002' } },
      sid,
      '该报检申请当前状态为“待受理”，不能删除',
    );
    await expectRefused(
      '/a/stone/appOnline/onlineWithdraw',
      { form: { id: 'bj-0001' } },
      sid,
      '该报检申请当前状态为“暂存”，不能撤回',
    );
  });

  it('checkOnline refuses a list that is no list of the unit’s free equipment', async () => {
    const sid = await sessionOf('syqy');
    const path = '/a/stone/appOnline/checkOnline';
    const boiler = inspectionApplications.find('bj-0002')!.equipment[0];
    const foreign = equipment.findBy((e) => e.unitId !== 'unit-use')!;
    const cases: [Record<string, string>, string][] = [
      [{ formKind: 'general' }, M.noEquipment],
      [{ formKind: 'general', equIds: ' , ' }, M.noEquipment],
      [{ formKind: 'crane', equIds: freeElevator().id }, '请选择有效的申请类型'],
      [{ formKind: 'general', equIds: manyIds.join(',') }, M.tooMany],
      [{ formKind: 'general', equIds: 'e'.repeat(65) }, '报检设备无效'],
      [{ formKind: 'general', equIds: x(10_000) }, `报检设备不能超过${MAX_APPLY_EQUIPMENT * 65}个字符`],
      [{ formKind: 'general', equIds: foreign.id }, '设备不存在或已删除'],
      [{ formKind: 'general', equIds: boiler.id }, M.taken(boiler.equcode)],
    ];
    for (const [form, message] of cases) await expectRefused(path, { form }, sid, message);
  });

  /** bj-0003 waits for payment; a voucher is on file, so the billing fields are what is checked. */
  function withVoucher() {
    attachments.insert({
      id: 'att-voucher',
      attrefsysid: 'bj-0003',
      group: 'payCert',
      name: '转账回单.png',
      type: 'image/png',
      size: 4,
      data: 'iVBORw==',
      unitId: 'unit-use',
      uploadTime: `${dayFromToday(0)} 09:00:00`,
    });
  }
  const billing = { invoiceId: 'ic-unit-use-0', mailId: 'ma-unit-use-0' };
  const billingCases: [string, Record<string, string>, string][] = [
    ['no invoice title', { invoiceId: '' }, '请选择发票抬头'],
    ['an invoice title id of 65 characters', { invoiceId: 'i'.repeat(65) }, '发票抬头不能超过64个字符'],
    ['another unit’s invoice title', { invoiceId: 'ic-unit-maint-0' }, '发票抬头不存在或已删除'],
    ['no mailing address', { mailId: '' }, '请选择邮寄地址'],
    ['another unit’s mailing address', { mailId: 'ma-unit-maint-0' }, '邮寄地址不存在或已删除'],
  ];

  it.each(billingCases)('updatePayCert: %s', async (_, overrides, message) => {
    const sid = await sessionOf('syqy');
    withVoucher();
    const form = { id: 'bj-0003', ...billing, ...overrides };
    await expectRefused('/a/stone/appOnline/updatePayCert/bj-0003', { form }, sid, message);
  });

  it.each(billingCases)('createOrder: %s', async (_, overrides, message) => {
    const sid = await sessionOf('syqy');
    const form = { id: 'bj-0003', ...billing, ...overrides };
    await expectRefused('/api/pay/createOrder', { form }, sid, message);
  });

  it('updatePayCert and createOrder take only the unit’s own application, awaiting payment', async () => {
    const sid = await sessionOf('syqy');
    withVoucher();
    // Another unit's application awaiting payment, of its own equipment: one piece of equipment is in
    // one open application at most (src/mocks/invariants.ts).
    inspectionApplications.insert({
      ...inspectionApplications.find('bj-0003')!,
      id: 'bj-foreign',
      unitId: 'unit-multi',
      equipment: [],
    });
    const cert = (id: string) => ({
      path: `/a/stone/appOnline/updatePayCert/${id}`,
      form: { id, ...billing },
    });
    const cases: [{ path: string; form: Record<string, string> }, string][] = [
      [cert('bj-foreign'), '报检申请不存在或已删除'],
      [{ ...cert('bj-0003'), form: { id: 'bj-0006', ...billing } }, '报检申请编号与请求地址不一致'],
      [cert('bj-0006'), '该报检申请当前状态为“凭证待确认”，不能提交转账凭证'],
      [cert('bj-0001'), '该报检申请当前状态为“暂存”，不能提交转账凭证'],
      [{ path: '/api/pay/createOrder', form: { ...billing } }, '报检申请不存在或已删除'],
      [{ path: '/api/pay/createOrder', form: { id: 'bj-foreign', ...billing } }, '报检申请不存在或已删除'],
      [{ path: '/api/pay/createOrder', form: { id: 'bj-0004', ...billing } }, M.applicationPaid],
      [
        { path: '/api/pay/createOrder', form: { id: 'bj-0006', ...billing } },
        '该报检申请当前状态为“凭证待确认”，不能缴费',
      ],
    ];
    for (const [{ path, form }, message] of cases) await expectRefused(path, { form }, sid, message);
    // A broken percent-encoding in the path is refused before any route reads it (never a 500).
    await expectRefused(
      '/a/stone/appOnline/updatePayCert/%E0%A4%A',
      { form: { id: 'bj-0003', ...billing } },
      sid,
      '请求地址格式不正确',
      400,
    );
    // The voucher is the unit's own: no other unit's file can enter the application's group at all
    // (src/mocks/invariants.ts), so none can pay for it.
    expect(() => attachments.update('att-voucher', { unitId: 'unit-multi' })).toThrow(GROUP_NOT_OURS);
  });

  it('the institute’s calls check their fields, the machine and the role', async () => {
    const admin = await sessionOf('admin');
    const cases: [string, Record<string, string>, string][] = [
      ['accept', { id: 'bj-0002', appointDate: '2026-02-30' }, '约检日期不是有效日期'],
      ['accept', { id: 'bj-0002', appointDate: '2020-01-01' }, M.appointDatePast],
      ['accept', { id: 'bj-0002' }, '请填写约检日期'],
      ['accept', { id: 'bj-9999', appointDate: dayFromToday(3) }, '报检申请不存在或已删除'],
      ['sendBack', { id: 'bj-0002', opinion: x(501) }, '退回原因不能超过500个字符'],
      ['sendBack', { id: 'bj-0002', opinion: '  ' }, '请填写退回原因'],
      ['cancel', { id: 'bj-0003' }, '请填写取消原因'],
      ['cancel', { id: 'bj-0006', opinion: '取消' }, '该报检申请当前状态为“凭证待确认”，不能取消申请'],
      ['setFee', { id: 'bj-0002' }, '该报检申请当前状态为“待受理”，不能核定费用'],
      ['rejectPayCert', { id: 'bj-0006' }, '请填写驳回原因'],
      ['rejectPayCert', { id: 'bj-0006', opinion: x(501) }, '驳回原因不能超过500个字符'],
      ['rejectPayCert', { id: 'bj-0003', opinion: '金额不符' }, '该报检申请当前状态为“待缴费”，不能驳回凭证'],
      ['confirmPayCert', { id: 'bj-0003' }, '该报检申请当前状态为“待缴费”，不能确认到账'],
      ['confirmPayCert', { id: 'b'.repeat(65) }, '报检申请无效'],
      ['startInspection', { id: 'bj-0006' }, '该报检申请当前状态为“凭证待确认”，不能开始检验'],
      ['issueReport', { id: 'bj-0003' }, '该报检申请当前状态为“待缴费”，不能出具报告'],
    ];
    for (const [call, form, message] of cases) {
      await expectRefused(`/a/stone/appOnline/${call}`, { form }, admin, message);
    }
    const unit = await sessionOf('syqy');
    for (const call of ['confirmPayCert', 'rejectPayCert', 'accept', 'cancel']) {
      await expectRefused(
        `/a/stone/appOnline/${call}`,
        { form: { id: 'bj-0006', opinion: '自己确认' } },
        unit,
        '当前角色无权进行此操作',
      );
    }
  });

  it('the payment provider stand-in refuses an order number it did not issue', async () => {
    const path = '/__stand-in/pay-order';
    await expectRefused(path, { form: {} }, '', '请填写订单编号');
    await expectRefused(path, { form: { orderNo: 'P'.repeat(41) } }, '', '订单编号不能超过40个字符');
    await expectRefused(path, { form: { orderNo: 'PO-NOBODY' } }, '', '订单不存在');
    const refunded = payOrders.findBy((o) => o.state === 'refunded')!;
    await expectRefused(path, { form: { orderNo: refunded.orderNo } }, '', M.closed);
  });

  /** A GET with hostile parameters: refused in the envelope, nothing stored. */
  async function expectGetRefused(path: string, sid: string, message: string) {
    const before = store();
    const url = new URL(`/esp${path}`, window.location.href);
    url.searchParams.set('__sid', sid);
    const response = await fetch(url);
    const envelope = (await response.json()) as Envelope;
    expect({ status: response.status, result: envelope.result, errorMsg: envelope.errorMsg }).toEqual({
      status: 200,
      result: 'false',
      errorMsg: message,
    });
    expect(store(), `${path} changed nothing`).toBe(before);
  }

  it('getCostBackInfo and getChargeInspectionFee refuse what is not theirs or not a fee', async () => {
    const unit = await sessionOf('syqy');
    const paid = payOrders.findBy((o) => o.applyId === 'bj-0004')!;
    await expectGetRefused(`/api/pay/getCostBackInfo/bj-0004/PO-NOBODY`, unit, '订单不存在');
    await expectGetRefused(`/api/pay/getCostBackInfo/bj-0003/${paid.orderNo}`, unit, '订单不存在');
    await expectGetRefused(`/api/pay/getCostBackInfo/bj-0004/${'P'.repeat(500)}`, unit, '订单不存在');
    const other = await sessionOf('duojs');
    await expectGetRefused(`/api/pay/getCostBackInfo/bj-0004/${paid.orderNo}`, other, '订单不存在');
    const fee = (query: string) => `/a/stone/appOnline/getChargeInspectionFee?${query}`;
    await expectGetRefused(fee('equsortcode=9999&inspectKind=1&count=1'), unit, '请选择有效的设备品种');
    await expectGetRefused(fee('equsortcode=3110&inspectKind=0&count=1'), unit, '请选择有效的检验类别');
    for (const count of ['abc', '0', '1.5', String(MAX_APPLY_EQUIPMENT + 1), '-1']) {
      await expectGetRefused(fee(`equsortcode=3110&inspectKind=1&count=${count}`), unit, '设备数量无效');
    }
  });
});
