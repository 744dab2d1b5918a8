import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invoiceCertApi } from '@/api/company';
import { getEquipment, listEquipment } from '@/api/equipment';
import { printHostBase } from '@/api/print';
import { noAccountApi, selfServiceApi } from '@/api/selfService';
import { sessionQuery } from '@/http/client';
import { INTERACTION_STATUS, MESSAGE_MAX } from '@/domain/selfService';
import { inspectionsOfUnit } from '@/mocks/families/selfService';
import { useNodeBlobs } from '../helpers/node-blobs';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { dayFromToday } from '@/utils/beijingTime';

const work = mkdtempSync(join(tmpdir(), 'self-service-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

/** The print host's answer as the network gives it (Node's fetch: jsdom's XHR decodes bytes as text). */
async function printHost(document: string, params: Record<string, string>, session = true) {
  const url = new URL(`${printHostBase()}/pdf/${document}`, 'http://localhost');
  Object.entries({ ...params, ...(session ? sessionQuery() : {}) }).forEach(([k, v]) =>
    url.searchParams.set(k, v),
  );
  return fetch(url);
}

function pdfText(bytes: ArrayBuffer): string {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, new Uint8Array(bytes));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Another unit's report number: a use unit with equipment of its own (余姚). */
const foreignReport = () => inspectionsOfUnit('unit-multi')[0]!.reportno;

describe('selfService (stand-in): reports', () => {
  useNodeBlobs();

  it('lists the report numbers the equipment file shows, and opens each of them', async () => {
    await loginAs('syqy');
    const first = (await listEquipment({ pageNo: 1, pageSize: 1 })).list[0]!;
    const file = await getEquipment(first.id, first.equclacode);
    expect(file.inspections.length).toBeGreaterThan(0);
    for (const row of file.inspections) {
      const report = await selfServiceApi.report(row.reportno);
      expect(report).toMatchObject({
        reportno: row.reportno,
        equipmentId: first.id,
        inspdate: row.inspdate,
        conclusion: row.conclusion,
        nextdate: row.nextdate,
      });
    }
    const listed = await selfServiceApi.reports({ equcode: first.equcode, pageNo: 1, pageSize: 50 });
    const numbers = listed.list.map((r) => r.reportno);
    expect(numbers).toEqual(expect.arrayContaining(file.inspections.map((r) => r.reportno)));
  });

  it('filters by report number, conclusion and date range; current keeps the newest of each series', async () => {
    await loginAs('syqy');
    const all = await selfServiceApi.reports({ pageNo: 1, pageSize: 10 });
    expect(all.count).toBeGreaterThan(300);
    const one = all.list[3]!;
    const byNumber = await selfServiceApi.reports({ reportno: one.reportno, pageNo: 1, pageSize: 10 });
    expect(byNumber.list.map((r) => r.reportno)).toEqual([one.reportno]);
    const failed = await selfServiceApi.reports({ conclusion: '不合格', pageNo: 1, pageSize: 200 });
    expectEvery(failed.list, (r) => r.conclusion === '不合格', '不合格');
    const thisYear = new Date().getFullYear();
    const ranged = await selfServiceApi.reports({
      inspdateStart: `${thisYear}-01-01`,
      inspdateEnd: `${thisYear}-12-31`,
      pageNo: 1,
      pageSize: 500,
    });
    expectEvery(ranged.list, (r) => r.inspdate.startsWith(String(thisYear)), 'this year');
    const current = await selfServiceApi.reports({ current: '1', pageNo: 1, pageSize: 1000 });
    const series = current.list.map((r) => `${r.equipmentId}|${r.insptype}`);
    expect(new Set(series).size).toBe(series.length);
  });

  it('keeps each unit to its own reports, inspections, invoices and threads', async () => {
    await loginAs('syqy');
    expect(await failure(selfServiceApi.report(foreignReport()))).toBe('检验报告不存在');
    expect(await failure(selfServiceApi.inspection(foreignReport()))).toBe('检验报告不存在');
    expect(await failure(selfServiceApi.invoice('inv-unit-multi-0001'))).toBe('发票不存在');
    expect(await failure(selfServiceApi.interaction('ia-unit-multi-1'))).toBe('咨询记录不存在');
    const answer = await printHost('inspectionReport', { id: foreignReport() });
    expect(((await answer.json()) as { errorMsg: string }).errorMsg).toBe('检验报告不存在');
    // A maintenance unit holds none of these pages.
    await loginAs('wbdw');
    expect(await failure(selfServiceApi.reports({ pageNo: 1, pageSize: 10 }))).toBe('当前角色无权进行此操作');
  });

  it('gives the report and its mark as PDFs with the report number, equipment and conclusion', async () => {
    await loginAs('syqy');
    const report = (await selfServiceApi.reports({ pageNo: 1, pageSize: 1 })).list[0]!;
    const answer = await printHost('inspectionReport', { id: report.id });
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(
      encodeURIComponent(`检验报告_${report.reportno}.pdf`),
    );
    const text = pdfText(await answer.arrayBuffer());
    for (const expected of [
      '特种设备检验报告',
      report.reportno,
      report.equname,
      report.conclusion,
      report.inspdate,
    ]) {
      expect(text).toContain(expected);
    }
    const mark = pdfText(await (await printHost('inspectionMark', { id: report.id })).arrayBuffer());
    expect(mark).toContain(report.reportno);
    expect(mark).toContain('无账号报检码');
  });

  it('lists online, installation and periodic inspections apart', async () => {
    await loginAs('syqy');
    const online = await selfServiceApi.onlineInspections({ pageNo: 1, pageSize: 100 });
    expectEvery(online.list, (r) => r.source === 'online' && /^WSBJ\d{12}$/.test(r.applyNo), 'online');
    const install = await selfServiceApi.installInspections({ pageNo: 1, pageSize: 100 });
    expectEvery(install.list, (r) => r.insptype === '安装监督检验' && !!r.installunit, 'install');
    const periodic = await selfServiceApi.periodicInspections({ pageNo: 1, pageSize: 100 });
    expectEvery(periodic.list, (r) => r.insptype !== '安装监督检验', 'periodic');
    expect(await selfServiceApi.inspection(install.list[0]!.id)).toMatchObject({
      reportno: install.list[0]!.reportno,
    });
  });
});

describe('selfService (stand-in): invoices', () => {
  it('issues invoices in fen to the unit’s own titles, mailed to its addresses unless electronic', async () => {
    await loginAs('syqy');
    const invoices = await selfServiceApi.invoices({ pageNo: 1, pageSize: 100 });
    const titles = (await invoiceCertApi.list({ pageNo: 1, pageSize: 50 })).list.map((t) => t.title);
    expectEvery(invoices.list, (i) => Number.isInteger(i.amount) && titles.includes(i.title), 'invoices');
    // Electronic ones are not mailed; a year of paper ones has been mailed and signed for.
    const electronic = invoices.list.filter((i) => i.kind === '1');
    expectEvery(electronic, (i) => i.mailState === '3', 'electronic');
    const signed = invoices.list.filter((i) => i.mailState === '2');
    expectEvery(signed, (i) => i.signDate >= i.mailDate, 'signed');
    expect((await selfServiceApi.invoice(signed[0]!.id)).expressNo).toMatch(/^SF\d{12}$/);
  });
});

describe('selfService (stand-in): questions to the authority', () => {
  it('asks about a report, the authority answers, the unit replies in the same thread', async () => {
    await loginAs('syqy');
    const report = (await selfServiceApi.reports({ pageNo: 1, pageSize: 1 })).list[0]!;
    const question = {
      subjectKind: 'report',
      subjectNo: report.reportno,
      title: '结论疑问',
      text: '请解释检验结论',
    };
    const asked = (await selfServiceApi.ask(question)).data;
    expect(asked.status).toBe(INTERACTION_STATUS.waiting);
    // Asking again about the subject continues its thread.
    const again = (await selfServiceApi.ask({ ...question, text: '补充说明' })).data;
    expect(again.id).toBe(asked.id);
    expect(again.messages).toHaveLength(2);
    expect(await failure(selfServiceApi.answer(asked.id, '不能自己答复'))).toBe('当前角色无权进行此操作');

    await loginAs('admin');
    const answered = (await selfServiceApi.answer(asked.id, '结论依据检验规则作出。')).data;
    expect(answered.status).toBe(INTERACTION_STATUS.answered);
    expect(answered.messages.at(-1)).toMatchObject({ from: 'authority', text: '结论依据检验规则作出。' });

    await loginAs('syqy');
    const replied = (await selfServiceApi.reply(asked.id, '明白了，谢谢')).data;
    expect(replied.messages).toHaveLength(4);
    expect(replied.status).toBe(INTERACTION_STATUS.waiting);
  });

  it('refuses another unit’s report, an unknown application, and blank or overlong text', async () => {
    await loginAs('syqy');
    const base = { subjectKind: 'report', subjectNo: foreignReport(), title: '问题', text: '内容' };
    expect(await failure(selfServiceApi.ask(base))).toBe('报告编号不存在');
    expect(
      await failure(selfServiceApi.ask({ ...base, subjectKind: 'application', subjectNo: 'WSBJ000' })),
    ).toBe('报检申请编号不存在');
    expect(await failure(selfServiceApi.ask({ ...base, subjectKind: 'other' }))).toBe('请选择有效的咨询事项');
    const own = (await selfServiceApi.reports({ pageNo: 1, pageSize: 1 })).list[0]!.reportno;
    expect(await failure(selfServiceApi.ask({ ...base, subjectNo: own, text: '   ' }))).toBe(
      '请填写咨询内容',
    );
    expect(
      await failure(selfServiceApi.ask({ ...base, subjectNo: own, text: '字'.repeat(MESSAGE_MAX + 1) })),
    ).toBe(`咨询内容不能超过${MESSAGE_MAX}个字符`);
    expect(await failure(selfServiceApi.reply('ia-unit-multi-1', '回复'))).toBe('咨询记录不存在');
  });
});

describe('selfService (stand-in): the no-account entries', () => {
  useNodeBlobs();

  it('opens one report by its pickup key and one equipment by its request key, nothing by a guess', async () => {
    await loginAs('syqy');
    const report = (await selfServiceApi.reports({ pageNo: 1, pageSize: 1 })).list[0]!;
    const detail = await selfServiceApi.report(report.id);
    expect(detail.collectKey).toMatch(/^[0-9a-f]{32}$/);
    expect((await selfServiceApi.report(report.id)).collectKey).toBe(detail.collectKey);

    const collected = await noAccountApi.collect(detail.collectKey);
    expect(collected).toEqual({
      reportno: report.reportno,
      equname: report.equname,
      equregcode: report.equregcode,
      insptype: report.insptype,
      inspdate: report.inspdate,
      conclusion: report.conclusion,
      nextdate: report.nextdate,
      inspunit: report.inspunit,
      useUnit: expect.any(String) as string,
    });
    const pdf = await printHost('collectReport', { key: detail.collectKey }, false);
    expect(pdfText(await pdf.arrayBuffer())).toContain(report.reportno);

    for (const guess of [report.reportno, report.equipmentId, 'f'.repeat(32), detail.periodicKey]) {
      expect(await failure(noAccountApi.collect(guess))).toBe('领取码或报检码无效');
    }
    expect(await failure(noAccountApi.periodic(detail.collectKey))).toBe('领取码或报检码无效');
    expect((await noAccountApi.periodic(detail.periodicKey)).equname).toBe(report.equname);
  });

  it('takes one periodic request per equipment, checked field by field', async () => {
    await loginAs('syqy');
    const report = (await selfServiceApi.reports({ pageNo: 1, pageSize: 1 })).list[0]!;
    const { periodicKey: key } = await selfServiceApi.report(report.id);
    const soon = dayFromToday(7);
    const form = { key, contact: '李师傅', mobile: '13857409999', wishDate: soon };
    expect(await failure(noAccountApi.requestPeriodic({ ...form, mobile: '12345' }))).toBe(
      '请输入正确的手机号码',
    );
    expect(await failure(noAccountApi.requestPeriodic({ ...form, contact: ' ' }))).toBe('请填写联系人');
    expect(await failure(noAccountApi.requestPeriodic({ ...form, wishDate: '2020-01-01' }))).toBe(
      '期望检验日期应在今天起180天内',
    );
    expect(await failure(noAccountApi.requestPeriodic({ ...form, key: 'a'.repeat(32) }))).toBe(
      '领取码或报检码无效',
    );
    const { data } = await noAccountApi.requestPeriodic(form);
    expect(data.receiptNo).toMatch(/^WZH\d{12}$/);
    expect(await failure(noAccountApi.requestPeriodic(form))).toMatch(/已有报检申请/);
  });
});
