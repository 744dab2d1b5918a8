import { describe, expect, it } from 'vitest';
import { invoiceCertApi, mailAddressApi } from '@/api/company';
import { mailingLine } from '@/contract/records/billing';
import { inspectionApi, payApi } from '@/api/inspection';
import { registrationApi } from '@/api/registration';
import { request } from '@/http/client';
import {
  INSPECTION_APPLY_STATUS as S,
  INSPECTION_MESSAGES as M,
  PAY_ORDER_MINUTES,
  feeSheet,
  inspectionFee,
  yuan,
  type FeeQuote,
} from '@/domain/inspectionApplication';
import { SMS_PURPOSE } from '@/domain/registration';
import { snapshot } from '@/mocks/db';
import { payOrders as seededPayOrders } from '@/mocks/families/inspection';
import { setStandInClock } from '@/mocks/families/registration';
import { inspectionForm, MOBILE } from '../helpers/domainSteps';
import { loginAs } from '../helpers/session';
import { dayFromToday } from '@/utils/beijingTime';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

async function twoElevators() {
  const page = await inspectionApi.waitingEquipment({ elevator: '1', pageSize: 2 });
  expect(page.list).toHaveLength(2);
  return page.list;
}

async function defaults() {
  const invoice = (await invoiceCertApi.list({ pageSize: 10 })).list[0];
  const mail = (await mailAddressApi.list({ pageSize: 10 })).list[0];
  return { invoiceId: invoice.id, mailId: mail.id };
}

/** The use unit submits two elevators; the institute accepts and sets the fees; back to the unit. */
async function acceptedWithFees() {
  await loginAs('syqy');
  const elevators = await twoElevators();
  await registrationApi.sendSmsCode(MOBILE, SMS_PURPOSE.inspectionApply);
  const saved = (await inspectionApi.save(inspectionForm(elevators.map((e) => e.id)))).data;
  await loginAs('admin');
  await inspectionApi.accept(saved.id, dayFromToday(10));
  await inspectionApi.setFee(saved.id);
  await loginAs('syqy');
  return { id: saved.id, elevators };
}

const payAid = (orderNo: string) =>
  request('/__stand-in/pay-order', { form: { orderNo }, session: false, silent: true });

describe('fees', () => {
  it('are computed from the variety, the kind and the count, and money shows in yuan', () => {
    expect(inspectionFee('3110', '1', 1)).toEqual({ unitFee: 36000, count: 1, amount: 36000 });
    expect(inspectionFee('3110', '2', 2).amount).toBe(108000);
    // From the tenth unit on, 90 %.
    expect(inspectionFee('5110', '1', 11).amount).toBe(20000 * 9 + 36000);
    expect(yuan(123456789)).toBe('¥1,234,567.89');
    expect(yuan(5)).toBe('¥0.05');
  });

  it('apply every matching relief line by line, never past the amount', () => {
    const policies = [
      { id: 'a', name: '电梯30%', categories: ['3000'], kinds: ['1'], percent: 30, perUnit: 0 },
      { id: 'b', name: '每台20元', categories: [], kinds: [], percent: 0, perUnit: 2000 },
      { id: 'c', name: '锅炉全免', categories: ['1000'], kinds: [], percent: 100, perUnit: 0 },
    ];
    const sheet = feeSheet(
      [{ equsortcode: '3110' }, { equsortcode: '3110' }, { equsortcode: '1100' }],
      '1',
      policies,
    );
    expect(sheet.lines[0]).toMatchObject({ count: 2, amount: 72000, relief: 21600 + 4000, due: 46400 });
    expect(sheet.lines[0].reliefNames).toBe('电梯30%、每台20元');
    expect(sheet.lines[1]).toMatchObject({ amount: 120000, relief: 120000, due: 0 });
    expect(sheet.total).toBe(46400);
  });
});

describe('stand-in online inspection applications', () => {
  it('quotes a fee for a count in decimal digits only (not 0x10, 1e1 or 1.5), one unit when none is given', async () => {
    await loginAs('syqy');
    const quote = (count?: string) =>
      request<FeeQuote>('/a/stone/appOnline/getChargeInspectionFee', {
        params: { equsortcode: '3110', inspectKind: '1', ...(count === undefined ? {} : { count }) },
      }).then((e) => e.data);
    expect(await quote('10')).toEqual(inspectionFee('3110', '1', 10));
    expect(await quote()).toEqual(inspectionFee('3110', '1', 1));
    for (const count of ['0x10', '1e1', '1.5', '+5', '0']) {
      expect(await failure(quote(count)), count).toBe('设备数量无效');
    }
  });

  it('walks request, acceptance, fees with relief, QR payment and the institute to the report', async () => {
    const { id } = await acceptedWithFees();
    const accepted = await inspectionApi.detail(id);
    expect(accepted.status).toBe(S.awaitingPayment);
    expect(accepted.fee?.lines[0].reliefNames).toContain('电梯定期检验费减免30%');
    expect(accepted.total).toBe(accepted.fee!.total);
    expect(accepted.total).toBeLessThan(accepted.fee!.amount);

    const { invoiceId, mailId } = await defaults();
    const order = (await payApi.createOrder(id, invoiceId, mailId)).data;
    expect(order).toMatchObject({ state: 'unpaid', amount: accepted.total });
    expect(order.payUrl).toContain(`/__stand-in/pay-order?orderNo=${order.orderNo}`);
    await payAid(order.orderNo);
    expect((await payApi.costBackInfo(id, order.orderNo)).state).toBe('paid');
    expect(await failure(payAid(order.orderNo))).toBe(M.alreadyPaid);
    expect(await failure(payApi.createOrder(id, invoiceId, mailId))).toBe(M.applicationPaid);

    await loginAs('admin');
    await inspectionApi.startInspection(id);
    await inspectionApi.issueReport(id);
    const done = await inspectionApi.detail(id);
    expect(done.status).toBe(S.reported);
    expect(done.flowLog.map((s) => s.action)).toEqual([
      'submit',
      'accept',
      'setFee',
      'pay',
      'startInspection',
      'issueReport',
    ]);
  });

  it('refuses an expired order, and a new order replaces it', async () => {
    const { id } = await acceptedWithFees();
    const { invoiceId, mailId } = await defaults();
    const order = (await payApi.createOrder(id, invoiceId, mailId)).data;
    const start = Date.now();
    setStandInClock(() => start + (PAY_ORDER_MINUTES + 1) * 60_000);
    try {
      expect((await payApi.costBackInfo(id, order.orderNo)).state).toBe('expired');
      expect(await failure(payAid(order.orderNo))).toBe(M.expired);
      const second = (await payApi.createOrder(id, invoiceId, mailId)).data;
      await payAid(second.orderNo);
      expect((await inspectionApi.detail(id)).status).toBe(S.paid);
    } finally {
      setStandInClock(null);
    }
  });

  it('pays by a transfer voucher once one is uploaded and the institute confirms it', async () => {
    const { id } = await acceptedWithFees();
    const { invoiceId, mailId } = await defaults();
    expect(await failure(payApi.createOrder(id, invoiceId, 'mail-of-nobody'))).toBe('邮寄地址不存在或已删除');
    expect(await failure(inspectionApi.updatePayCert(id, invoiceId, mailId))).toBe('请先上传转账凭证');
    const upload = async (name: string) => {
      const body = new FormData();
      body.append('file', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], name));
      body.append('attrefsysid', id);
      body.append('group', 'payCert');
      await request('/a/stone/common/attUpload', { body });
    };
    await upload('转账凭证.pdf');
    await inspectionApi.updatePayCert(id, invoiceId, mailId);
    const waiting = await inspectionApi.detail(id);
    expect(waiting).toMatchObject({ status: S.voucherPending, payMethod: 'transfer', paidTime: '' });
    expect(waiting.orders[0]).toMatchObject({ state: 'confirming', vouchers: ['转账凭证.pdf'] });
    // Neither a QR order nor the unit's own confirmation while the institute decides.
    expect(await failure(payApi.createOrder(id, invoiceId, mailId))).toBe(
      '该报检申请当前状态为“凭证待确认”，不能缴费',
    );
    expect(await failure(inspectionApi.confirmPayCert(id))).toBe('当前角色无权进行此操作');

    // The institute rejects it with a reason: back to 待缴费, the reason on the order and the application.
    await loginAs('admin');
    expect(await failure(inspectionApi.rejectPayCert(id, ''))).toBe('请填写驳回原因');
    await inspectionApi.rejectPayCert(id, '回单金额与应缴金额不符');
    await loginAs('syqy');
    const rejected = await inspectionApi.detail(id);
    expect(rejected).toMatchObject({ status: S.awaitingPayment, auditOpinion: '回单金额与应缴金额不符' });
    expect(rejected.orders[0]).toMatchObject({ state: 'rejected', opinion: '回单金额与应缴金额不符' });
    expect(rejected.orders[0].closeTime).not.toBe('');
    // The rejected voucher does not pay again.
    expect(await failure(inspectionApi.updatePayCert(id, invoiceId, mailId))).toBe('请上传新的转账凭证');
    await upload('转账凭证（补）.pdf');
    await inspectionApi.updatePayCert(id, invoiceId, mailId);

    await loginAs('admin');
    await inspectionApi.confirmPayCert(id);
    expect(await failure(inspectionApi.confirmPayCert(id))).toBe(
      '该报检申请当前状态为“已缴费”，不能确认到账',
    );
    await loginAs('syqy');
    const paid = await inspectionApi.detail(id);
    expect(paid).toMatchObject({ status: S.paid, payMethod: 'transfer', auditOpinion: '' });
    expect(paid.invoiceTitle).toContain('（');
    expect(paid.orders.map((o) => o.state)).toEqual(['paid', 'rejected']);
    expect(paid.orders[0].vouchers).toEqual(['转账凭证（补）.pdf']);
    expect(paid.flowLog.map((s) => s.action).slice(-4)).toEqual([
      'submitVoucher',
      'rejectVoucher',
      'submitVoucher',
      'confirmVoucher',
    ]);
  });

  it('refunds the paid order of an application the institute cancels', async () => {
    const { id } = await acceptedWithFees();
    const { invoiceId, mailId } = await defaults();
    const stale = (await payApi.createOrder(id, invoiceId, mailId)).data;
    const order = (await payApi.createOrder(id, invoiceId, mailId)).data;
    await payAid(order.orderNo);
    await loginAs('admin');
    await inspectionApi.cancel(id, '设备停用，取消检验');
    await loginAs('syqy');
    const cancelled = await inspectionApi.detail(id);
    expect(cancelled.status).toBe(S.cancelled);
    const byNo = Object.fromEntries(cancelled.orders.map((o) => [o.orderNo, o]));
    expect(byNo[order.orderNo]).toMatchObject({ state: 'refunded', amount: cancelled.total });
    expect(byNo[order.orderNo].closeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(byNo[stale.orderNo].state).toBe('cancelled');
    expect(byNo[stale.orderNo].closeTime).not.toBe('');
  });

  it('checkOnline answers the chosen equipment, or names the piece that may not be applied for', async () => {
    await loginAs('syqy');
    const elevators = await twoElevators();
    const checked = await inspectionApi.checkOnline(
      elevators.map((e) => e.id),
      'elevator',
    );
    expect(checked.map((e) => e.equcode)).toEqual(elevators.map((e) => e.equcode));
    const boiler = (await inspectionApi.detail('bj-0002')).equipment[0];
    expect(await failure(inspectionApi.checkOnline([boiler.id], 'general'))).toBe(M.taken(boiler.equcode));
    const vessel = (await inspectionApi.detail('bj-0001')).equipment[0];
    expect(await failure(inspectionApi.checkOnline([vessel.id], 'elevator'))).toBe(M.notElevator);
  });

  it('refuses what the machine and the rules do not allow, changing nothing', async () => {
    await loginAs('syqy');
    const elevators = await twoElevators();
    const ids = elevators.map((e) => e.id);
    // What these calls could write (logging in as another unit writes sessions, so not the whole store).
    const written = () => {
      // Seeded collections load on first read: load them before the first look.
      seededPayOrders.all();
      const { inspectionApplications, payOrders, equipment } = snapshot();
      return JSON.stringify({ inspectionApplications, payOrders, equipment });
    };
    const before = written();
    expect(await failure(inspectionApi.save(inspectionForm(ids, { authCode: '' })))).toBe(M.authCode);
    expect(await failure(inspectionApi.save(inspectionForm(ids)))).toBe('请先获取短信验证码');
    expect(await failure(inspectionApi.save(inspectionForm([], { isCommit: '0' })))).toBe(M.noEquipment);
    expect(await failure(inspectionApi.save(inspectionForm(ids, { isCommit: '0', complianceNo: '' })))).toBe(
      '请填写符合性声明编号',
    );
    expect(await failure(inspectionApi.save(inspectionForm(['eqm-99999'], { isCommit: '0' })))).toBe(
      '设备不存在或已删除',
    );
    expect(
      await failure(inspectionApi.save(inspectionForm(ids, { isCommit: '0', wishDate: '2027-02-30' }))),
    ).toBe('期望检验日期不是有效日期');
    // Another unit's equipment is not found.
    await loginAs('duojs');
    expect(await failure(inspectionApi.save(inspectionForm(ids, { isCommit: '0' })))).toBe(
      '设备不存在或已删除',
    );
    expect(await failure(inspectionApi.detail('bj-0003'))).toBe('报检申请不存在或已删除');
    await loginAs('syqy');
    // The seeded pending application cannot be deleted; its boiler cannot be applied for twice.
    expect(await failure(inspectionApi.remove('bj-0002'))).toBe('该报检申请当前状态为“待受理”，不能删除');
    const boiler = (await inspectionApi.detail('bj-0002')).equipment[0];
    expect(
      await failure(inspectionApi.save(inspectionForm([boiler.id], { isCommit: '0', formKind: 'general' }))),
    ).toBe(M.taken(boiler.equcode));
    expect(await failure(inspectionApi.accept('bj-0002', dayFromToday(3)))).toBe('当前角色无权进行此操作');
    expect(written()).toBe(before);
  });

  it('keeps a draft, withdraws a submission and deletes what was withdrawn', async () => {
    await loginAs('syqy');
    const elevators = await twoElevators();
    const draft = (await inspectionApi.save(inspectionForm([elevators[0].id], { isCommit: '0' }))).data;
    expect(draft.status).toBe(S.draft);
    await registrationApi.sendSmsCode(MOBILE, SMS_PURPOSE.inspectionApply);
    const sent = (await inspectionApi.save(inspectionForm([elevators[0].id], { id: draft.id }))).data;
    expect(sent.status).toBe(S.pending);
    await inspectionApi.withdraw(sent.id);
    expect((await inspectionApi.detail(sent.id)).status).toBe(S.withdrawn);
    await inspectionApi.remove(sent.id);
    expect(await failure(inspectionApi.detail(sent.id))).toBe('报检申请不存在或已删除');
  });
});

describe('whose applications', () => {
  it('a draft is the unit’s alone: the institute neither lists it nor opens it', async () => {
    await loginAs('syqy');
    const drafts = (await inspectionApi.list({ pageSize: 100 })).list.filter((a) => a.status === S.draft);
    expect(drafts.length).toBeGreaterThan(0);
    await loginAs('admin');
    const seen = (await inspectionApi.list({ pageSize: 500 })).list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((a) => a.status === S.draft)).toEqual([]);
    expect(await failure(inspectionApi.detail(drafts[0].id))).toBe('报检申请不存在或已删除');
  });
});

describe('a payment’s mailing address on one line', () => {
  it('names the district once: before an address without it, not again before one that has it', () => {
    const mail = { receiver: '王丽娟', mobile: '13857401234', areacode: '330203' };
    expect(mailingLine({ ...mail, address: '宁波市海曙区望春工业园区丽园北路1288号' })).toBe(
      '王丽娟 13857401234 宁波市海曙区望春工业园区丽园北路1288号',
    );
    expect(mailingLine({ ...mail, address: '中山西路978号' })).toBe('王丽娟 13857401234 海曙区中山西路978号');
  });
});
