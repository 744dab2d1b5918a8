import { http } from 'msw';
import type { Interaction } from '@/contract/calls/selfService';
import { INTERACTION, REPLY, REPORT_EXPORT } from '@/contract/records/selfService';
import { recordSchema } from '@/contract/schema';
import { ACCESS } from '@/domain/access';
import { INTERACTION_STATUS, INTERACTION_SUBJECT, PUBLIC_KEY_PATTERN } from '@/domain/selfService';
import { isMobile } from '@/utils/validators';
import { newId } from '../db';
import {
  bodySchema,
  endpoint,
  fields,
  formBody,
  jsonBody,
  listEndpoint,
  listSpec,
  recordEndpoint,
  records,
  type RowFilter,
  type FilterKinds,
} from '../endpoints';
import { exportableList } from '../excel';
import { units } from '../families/accounts';
import { addDays, equipment, isoDay } from '../families/equipment';
import { timeText } from '../families/registration';
import {
  AUTHORITY_DESK,
  inspectionsOf,
  inspectionsOfUnit,
  interactions,
  issuedInvoices,
  periodicRequests,
  publicKeyOf,
  publicKeys,
  type InspectionRecord,
  type InteractionRecord,
} from '../families/selfService';
import { handle, ok, refuse, type Caller } from '../respond';
import { pdfAnswer } from './print';
import { ownInspections, REPORT_NOT_FOUND, reportDocument } from './selfServiceDocuments';

/**
 * selfService: the unit's reports and inspections (derived from its equipment), issued
 * invoices, questions to the authority, and the two no-account entries opened by a key on paper.
 */

const base = '*/a/stone/selfService';

/** A report as a list row and a detail: what the unit sees (its unit id stays in the stand-in). */
const reportRow = ({ unitId: _unit, ...report }: InspectionRecord) => report;

/** The filters every inspection list takes: report-query's bar and the check-* lists alike. */
const inspectionFilters = (
  by: FilterKinds<ReturnType<typeof reportRow>>,
): RowFilter<ReturnType<typeof reportRow>>[] => [
  by.text('reportno'),
  by.text('equcode'),
  by.code('conclusion'),
  by.code('insptype'),
  by.code('current'),
  by.dateRange('inspdate'),
  by.text('applyNo'),
  by.dateRange('applyTime'),
  by.text('installunit'),
];

const reportList = listSpec({ records: ownInspections, row: reportRow, filters: inspectionFilters });

export const reportExport = exportableList(reportList, {
  access: ACCESS.reportQuery,
  section: '检验报告',
  columns: REPORT_EXPORT,
});

/** The inspections of one kind, as a list of its own over the same derivation. */
const inspectionsWhere = (pass: (r: InspectionRecord) => boolean) => ({
  visibleTo: (caller: Caller) => ownInspections.visibleTo(caller).filter(pass),
  get: (caller: Caller, id: string | undefined) => {
    const found = ownInspections.get(caller, id);
    return pass(found) ? found : refuse(REPORT_NOT_FOUND);
  },
});
const isInstallation = (r: InspectionRecord) => r.installunit !== '';

const ownInvoices = records(issuedInvoices, { scope: 'unit', notFound: '发票不存在' });
const ownThreads = records(interactions, { scope: 'unit', notFound: '咨询记录不存在' });
/** The authority answers any unit's thread. */
const anyThread = records(interactions, { scope: 'all', notFound: '咨询记录不存在' });

const threadRow = ({ unitId: _unit, ...thread }: InteractionRecord): Interaction => ({
  ...thread,
  messageCount: thread.messages.length,
});

const readQuestion = jsonBody(recordSchema(INTERACTION));
const readReply = formBody(recordSchema(REPLY, { id: fields.id('咨询记录') }));

const readPeriodicRequest = formBody(
  bodySchema({
    key: fields.required('无账号报检码', 32),
    contact: fields.required('联系人', 30),
    mobile: fields.format('联系电话', isMobile, '请输入正确的手机号码'),
    wishDate: fields.date('期望检验日期'),
  }),
);

/** The subject a unit asks about must be one of its reports, or one of its online applications. */
function checkSubject(caller: Caller, kind: string, subjectNo: string) {
  const own = inspectionsOfUnit(caller.user.unitId);
  const known =
    kind === INTERACTION_SUBJECT.report
      ? own.some((r) => r.reportno === subjectNo)
      : own.some((r) => r.applyNo === subjectNo);
  if (!known) refuse(kind === INTERACTION_SUBJECT.report ? '报告编号不存在' : '报检申请编号不存在');
}

/** A thread with one more message, its status following who wrote last. */
function withMessage(thread: InteractionRecord, from: 'unit' | 'authority', author: string, text: string) {
  const time = timeText();
  return interactions.update(thread.id, {
    status: from === 'unit' ? INTERACTION_STATUS.waiting : INTERACTION_STATUS.answered,
    lastTime: time,
    messages: [...thread.messages, { id: `m${thread.messages.length + 1}`, from, author, text, time }],
  })!;
}

/** The subject of a key of a kind; a wrong, foreign or malformed key is refused like any guess. */
function keyed(kind: 'collect' | 'periodic', key: string) {
  const found = PUBLIC_KEY_PATTERN.test(key) ? publicKeys.find(key) : undefined;
  return found?.kind === kind ? found : refuse('领取码或报检码无效');
}

function collectedReport(key: string) {
  const found = keyed('collect', key);
  const equipmentId = found.subject.split('|')[0];
  const record = equipment.find(equipmentId);
  const report = record && inspectionsOf(record).find((r) => r.reportno === found.subject.split('|')[1]);
  return report ?? refuse('领取码或报检码无效');
}

export const selfServiceHandlers = [
  listEndpoint({ method: 'post', path: `${base}/report/list`, access: ACCESS.reportQuery, ...reportList }),
  endpoint({
    method: 'get',
    path: `${base}/report/detail`,
    access: ACCESS.reportQuery,
    record: { of: ownInspections },
    run: ({ record }) =>
      ok({
        ...reportRow(record),
        collectKey: publicKeyOf('collect', `${record.equipmentId}|${record.reportno}`, record.unitId),
        periodicKey: publicKeyOf('periodic', record.equipmentId, record.unitId),
      }),
  }),

  listEndpoint({
    method: 'post',
    path: `${base}/inspection/online`,
    access: ACCESS.checkOnline,
    records: inspectionsWhere((r) => r.source === 'online'),
    row: reportRow,
    filters: inspectionFilters,
  }),
  listEndpoint({
    method: 'post',
    path: `${base}/inspection/install`,
    access: ACCESS.checkInstall,
    records: inspectionsWhere(isInstallation),
    row: reportRow,
    filters: inspectionFilters,
  }),
  listEndpoint({
    method: 'post',
    path: `${base}/inspection/periodic`,
    access: ACCESS.checkRecord,
    records: inspectionsWhere((r) => !isInstallation(r)),
    row: reportRow,
    filters: inspectionFilters,
  }),
  recordEndpoint({
    path: `${base}/inspection/detail`,
    // Any of the three lists opens its inspection: the records are the same reports.
    access: [ACCESS.checkOnline, ACCESS.checkInstall, ACCESS.checkRecord],
    records: ownInspections,
    view: reportRow,
  }),

  listEndpoint({
    method: 'post',
    path: `${base}/invoice/list`,
    access: ACCESS.issuedInvoices,
    records: ownInvoices,
    row: ({ unitId: _unit, ...invoice }) => invoice,
    filters: (by) => [
      by.text('invoiceNo'),
      by.code('kind'),
      by.code('mailState'),
      by.text('reportno'),
      by.dateRange('issueDate'),
    ],
    order: (a, b) => b.issueDate.localeCompare(a.issueDate),
  }),
  recordEndpoint({
    path: `${base}/invoice/detail`,
    access: ACCESS.issuedInvoices,
    records: ownInvoices,
    view: ({ unitId: _unit, ...invoice }) => invoice,
  }),

  listEndpoint({
    method: 'post',
    path: `${base}/interaction/list`,
    access: ACCESS.interactions,
    records: ownThreads,
    row: threadRow,
    filters: (by) => [by.text('title'), by.code('subjectKind'), by.text('subjectNo'), by.code('status')],
    order: (a, b) => b.lastTime.localeCompare(a.lastTime),
  }),
  recordEndpoint({
    path: `${base}/interaction/detail`,
    access: ACCESS.interactions,
    records: ownThreads,
    view: threadRow,
  }),
  endpoint({
    path: `${base}/interaction/launch`,
    access: ACCESS.interactions,
    body: readQuestion,
    run: ({ caller, body }) => {
      checkSubject(caller, body.subjectKind, body.subjectNo);
      // One thread per subject: asking again continues it.
      const open = interactions.findBy(
        (t) =>
          t.unitId === caller.user.unitId &&
          t.subjectKind === body.subjectKind &&
          t.subjectNo === body.subjectNo,
      );
      const author = caller.user.name;
      if (open) return ok(threadRow(withMessage(open, 'unit', author, body.text)), '咨询已提交');
      const time = timeText();
      const thread = interactions.insert({
        id: newId('ia-'),
        unitId: caller.user.unitId,
        subjectKind: body.subjectKind,
        subjectNo: body.subjectNo,
        title: body.title,
        status: INTERACTION_STATUS.waiting,
        askTime: time,
        lastTime: time,
        messages: [{ id: 'm1', from: 'unit', author, text: body.text, time }],
      });
      return ok(threadRow(thread), '咨询已提交');
    },
  }),
  endpoint({
    path: `${base}/interaction/reply`,
    access: ACCESS.interactions,
    body: readReply,
    record: { of: ownThreads },
    run: ({ caller, body, record }) =>
      ok(threadRow(withMessage(record, 'unit', caller.user.name, body.text)), '回复已提交'),
  }),
  endpoint({
    path: `${base}/interaction/answer`,
    access: ACCESS.interactionAnswer,
    body: readReply,
    record: { of: anyThread },
    run: ({ body, record }) =>
      ok(threadRow(withMessage(record, 'authority', AUTHORITY_DESK, body.text)), '答复已发送'),
  }),

  // ---- No account: a key from the paper opens one report or one piece of equipment, nothing else ----
  http.get(
    `${base}/public/collect`,
    handle(({ request }) => {
      const report = collectedReport(new URL(request.url).searchParams.get('key') ?? '');
      return ok({
        reportno: report.reportno,
        equname: report.equname,
        equregcode: report.equregcode,
        insptype: report.insptype,
        inspdate: report.inspdate,
        conclusion: report.conclusion,
        nextdate: report.nextdate,
        inspunit: report.inspunit,
        useUnit: units.find(report.unitId)?.orgname ?? '',
      });
    }),
  ),
  http.get(
    '*/print/pdf/collectReport',
    handle(({ request }) => {
      const query = new URL(request.url).searchParams;
      return pdfAnswer(
        reportDocument(collectedReport(query.get('key') ?? '')),
        query.get('disposition') ?? '',
      );
    }),
  ),
  http.get(
    `${base}/public/periodic`,
    handle(({ request }) => {
      const found = keyed('periodic', new URL(request.url).searchParams.get('key') ?? '');
      const record = equipment.find(found.subject) ?? refuse('领取码或报检码无效');
      return ok({
        equname: record.equname,
        equregcode: record.equregcode,
        useUnit: units.find(record.unitId)?.orgname ?? '',
        lastinsdate: record.lastinsdate,
        nextinsdate: record.nextinsdate,
        inspunit: '宁波市特种设备检验研究院',
      });
    }),
  ),
  http.post(
    `${base}/public/periodicApply`,
    handle(async ({ request }) => {
      const form = await readPeriodicRequest(request);
      const found = keyed('periodic', form.key);
      const today = isoDay(new Date());
      if (form.wishDate < today || form.wishDate > isoDay(addDays(new Date(), 180))) {
        refuse('期望检验日期应在今天起180天内');
      }
      const pending = periodicRequests.findBy((r) => r.equipmentId === found.subject && r.wishDate >= today);
      if (pending) refuse(`该设备已有报检申请（受理号 ${pending.receiptNo}），请勿重复提交`);
      const receiptNo = `WZH${today.replace(/-/g, '')}${String(periodicRequests.all().length + 1).padStart(4, '0')}`;
      periodicRequests.insert({
        id: newId('npr-'),
        receiptNo,
        equipmentId: found.subject,
        unitId: found.unitId,
        contact: form.contact,
        mobile: form.mobile,
        wishDate: form.wishDate,
        createTime: timeText(),
      });
      return ok({ receiptNo }, '报检申请已提交，检验机构将与您电话联系');
    }),
  ),
];
