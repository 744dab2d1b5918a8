import { describe, expect, it } from 'vitest';
import { snapshot } from '@/mocks/db';
import { sessions, users } from '@/mocks/callers';
import { constructionNotices } from '@/mocks/families/construction';
import { equipment } from '@/mocks/families/equipment';
import { NOTICE_STATUS } from '@/domain/constructionNotice';
import { loginAs } from '../helpers/session';
import { dayFromToday } from '@/utils/beijingTime';

/**
 * Hostile requests to the construction notification's writes (the pattern of hostile-input.test.ts):
 * wrong types, missing fields, over-long values, unknown codes, impossible dates, ids of records the
 * caller may not touch. Each is refused with a Chinese message naming the field, and nothing changes.
 */

interface Envelope {
  result: string;
  errorMsg: string;
}

async function sessionOf(loginName: string): Promise<string> {
  await loginAs(loginName);
  const user = users.findBy((u) => u.loginName === loginName)!;
  return sessions.findBy((s) => s.userId === user.id)!.id;
}

async function call(path: string, body: { json: unknown } | { form: Record<string, string> }, sid: string) {
  const url = new URL(`/esp/a/stone/eqmBcwBasic/${path}`, window.location.href);
  url.searchParams.set('__sid', sid);
  const [text, type] =
    'json' in body
      ? [JSON.stringify(body.json), 'application/json']
      : [new URLSearchParams(body.form).toString(), 'application/x-www-form-urlencoded'];
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body: text });
  return { status: response.status, envelope: (await response.json()) as Envelope };
}

const store = () => {
  constructionNotices.all();
  equipment.all();
  const { sessions: _s, captchas: _c, ...rest } = snapshot();
  return JSON.stringify(rest);
};

async function expectRefused(
  path: string,
  body: { json: unknown } | { form: Record<string, string> },
  sid: string,
  message: string,
) {
  const before = store();
  const { status, envelope } = await call(path, body, sid);
  expect({ status, result: envelope.result, errorMsg: envelope.errorMsg }).toEqual({
    status: 200,
    result: 'false',
    errorMsg: message,
  });
  expect(store(), `${path} changed nothing`).toBe(before);
}

const notice = (overrides: Record<string, unknown> = {}) => ({
  constructkind: '1',
  equsortcode: '3110',
  equname: '曳引驱动乘客电梯',
  equcode: '311033012202500999',
  areacode: '330203',
  address: '宁波市海曙区丽园北路1288号',
  planstartdate: dayFromToday(5),
  planenddate: dayFromToday(50),
  useunitId: 'unit-use',
  inspunitId: 'unit-insp',
  contactman: '徐明',
  contactmobile: '13586703456',
  remarks: '',
  ...overrides,
});

const x = (n: number) => '字'.repeat(n);

describe('eqmBcwBasic save and commit refuse what the form would not send', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a number for the name', { equname: 123 }, '设备名称格式不正确'],
    ['no name', { equname: undefined }, '请填写设备名称'],
    ['a name of 51 characters', { equname: x(51) }, '设备名称不能超过50个字符'],
    ['an unknown kind of work', { constructkind: '7' }, '请选择有效的施工类别'],
    ['a category, not a variety', { equsortcode: '3000' }, '请选择有效的设备品种'],
    ['a list for the variety', { equsortcode: ['3110'] }, '设备类别/品种格式不正确'],
    ['a code of another variety', { equcode: '411033012202500999' }, '设备代码的品种与所选设备类别不符'],
    ['a district outside Ningbo', { areacode: '110101' }, '请选择有效的所在区域'],
    ['an impossible date', { planstartdate: '2026-02-30' }, '计划开工日期不是有效日期'],
    ['no end date', { planenddate: null }, '请选择计划完工日期'],
    ['the construction unit as the using unit', { useunitId: 'unit-cons' }, '请选择有效的使用单位'],
    ['a use unit as the inspection body', { inspunitId: 'unit-use' }, '请选择有效的监督检验机构'],
    ['a foreign mobile', { contactmobile: '+86 135-8670-3456' }, '请输入有效的手机号码'],
    ['remarks of 501 characters', { remarks: x(501) }, '备注不能超过500个字符'],
  ];
  it.each(cases)('save: %s', async (_case, overrides, message) => {
    const sid = await sessionOf('sgdw');
    await expectRefused('save', { json: notice(overrides) }, sid, message);
    await expectRefused('commit', { json: notice(overrides) }, sid, message);
  });

  it('keeps only the declared fields: a status or owner sent along is not stored', async () => {
    const sid = await sessionOf('sgdw');
    const { envelope } = await call(
      'save',
      { json: notice({ status: NOTICE_STATUS.completed, unitId: 'unit-use', equipmentId: 'eqm-00001' }) },
      sid,
    );
    expect(envelope.result).toBe('true');
    const saved = constructionNotices.findBy((n) => n.equcode === '311033012202500999')!;
    expect(saved).toMatchObject({ status: NOTICE_STATUS.draft, unitId: 'unit-cons', equipmentId: '' });
  });
});

describe('eqmBcwBasic steps refuse hostile bodies and ids', () => {
  it('supervision request, parameters, cancellation, opinion and completion', async () => {
    const supervising = constructionNotices.findBy(
      (n) => n.status === NOTICE_STATUS.supervising && n.equsortcode === '3110',
    )!;
    const accepted = constructionNotices.findBy((n) => n.status === NOTICE_STATUS.accepted)!;
    const pending = constructionNotices.findBy((n) => n.status === NOTICE_STATUS.pending)!;
    const sid = await sessionOf('sgdw');
    const request = {
      id: accepted.id,
      sbjjdate: dayFromToday(3),
      sbjjcontact: '徐明',
      sbjjmobile: '13586703456',
    };
    await expectRefused(
      'constructionSbjj',
      { json: { ...request, sbjjdate: dayFromToday(-1) } },
      sid,
      '约检日期不能早于今天',
    );
    await expectRefused(
      'constructionSbjj',
      { json: { ...request, sbjjcontact: x(21) } },
      sid,
      '现场联系人不能超过20个字符',
    );
    await expectRefused(
      'constructionSbjj',
      { json: { ...request, id: 'bcw-none' } },
      sid,
      '施工告知不存在或已删除',
    );
    const parameters = {
      id: supervising.id,
      equmodel: 'X1',
      factorycode: 'F1',
      makeunit: '杭州西奥电梯有限公司',
      makedate: dayFromToday(-10),
    };
    await expectRefused(
      'constructionSbcs',
      { json: { ...parameters, makedate: dayFromToday(5) } },
      sid,
      '制造日期不能晚于今天',
    );
    await expectRefused(
      'constructionSbcs',
      { json: { ...parameters, ratedspeed: 'fast', ratedload: '800' } },
      sid,
      '额定速度(m/s)须为正数（最多两位小数）',
    );
    await expectRefused(
      'constructionSbcs',
      { json: { ...parameters, ratedspeed: '1.5' } },
      sid,
      '请填写额定载重量(kg)',
    );
    await expectRefused(
      'cancellationNotice',
      { form: { id: pending.id, reason: '' } },
      sid,
      '请填写撤销原因',
    );
    await expectRefused(
      'cancellationNotice',
      { form: { id: supervising.id, reason: '取消' } },
      sid,
      '该施工告知当前状态为“监检中”，不能撤销告知',
    );
    await expectRefused(
      'showOpinion',
      { form: { id: pending.id, pass: '1' } },
      sid,
      '当前角色无权进行此操作',
    );
    await expectRefused('complete', { form: { id: supervising.id } }, sid, '当前角色无权进行此操作');

    const admin = await sessionOf('admin');
    await expectRefused(
      'showOpinion',
      { form: { id: pending.id, pass: '2' } },
      admin,
      '请选择有效的受理结果',
    );
    await expectRefused(
      'showOpinion',
      { form: { id: pending.id, pass: '0', opinion: ' ' } },
      admin,
      '请填写退回原因',
    );
    await expectRefused('delete', { form: { id: pending.id } }, admin, '当前角色无权进行此操作');
  });
});
