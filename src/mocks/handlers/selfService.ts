import { printCalls } from '@/contract/calls/print';
import { collectedReport, periodicEquipment, selfServiceCalls as C } from '@/contract/calls/selfService';
import { REPORT_EXPORT } from '@/contract/records/selfService';
import type { CallDeclaration } from '@/contract/wire';
import { ACCESS } from '@/domain/access';
import { INTERACTION_SUBJECT, PUBLIC_KEY_PATTERN } from '@/domain/selfService';
import { newId } from '../db';
import { listSpec, records, serve, serveList, servePublic, serveRecord, withoutOwner } from '../endpoints';
import { exportableList } from '../excel';
import { units } from '../families/session';
import { equipment, isoDay } from '../families/equipment';
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
  threadOf,
  type InteractionRecord,
} from '../families/selfService';
import { ok, refuse, type Caller } from '../respond';
import { ownInspections, pdfAnswer, reportDocument } from './print';

/** selfService: reports and inspections (derived), issued invoices, questions, and the paper keys' entries. */

const reportList = listSpec({ records: ownInspections, row: withoutOwner, declared: C.reports.filters });

export const reportExport = exportableList(reportList, {
  access: ACCESS.reportQuery,
  section: '检验报告',
  columns: REPORT_EXPORT,
});

const isInstallation = (r: InspectionRecord) => r.installunit !== '';

const ownInvoices = records(issuedInvoices, { scope: 'unit', notFound: '发票不存在' });
const ownThreads = records(interactions, { scope: 'unit', notFound: '咨询记录不存在' });
/** The authority answers any unit's thread. */
const anyThread = records(interactions, { scope: 'all', notFound: '咨询记录不存在' });

const threadRow = (thread: InteractionRecord) => ({
  ...withoutOwner(thread),
  messageCount: thread.messages.length,
});

/** The subject a unit asks about must be one of its reports, or one of its online applications. */
function checkSubject(caller: Caller, kind: string, subjectNo: string) {
  const report = kind === INTERACTION_SUBJECT.report;
  const own = inspectionsOfUnit(caller.user.unitId);
  if (!own.some((r) => (report ? r.reportno : r.applyNo) === subjectNo)) {
    refuse(report ? '报告编号不存在' : '报检申请编号不存在');
  }
}

/** A thread with one more message, its status following who wrote last. */
function withMessage(thread: InteractionRecord, from: 'unit' | 'authority', author: string, text: string) {
  const message = { id: `m${thread.messages.length + 1}`, from, author, text, time: timeText() };
  return interactions.update(thread.id, threadOf(thread, [...thread.messages, message]))!;
}

/** The subject of a key of a kind; a wrong, foreign or malformed key is refused like any guess. */
function keyed(kind: 'collect' | 'periodic', key: string) {
  const found = PUBLIC_KEY_PATTERN.test(key) ? publicKeys.find(key) : undefined;
  return found?.kind === kind ? found : refuse('领取码或报检码无效');
}

function reportOfKey(key: string) {
  const [equipmentId, reportno] = keyed('collect', key).subject.split('|');
  const record = equipment.find(equipmentId);
  const report = record && inspectionsOf(record).find((r) => r.reportno === reportno);
  return report ?? refuse('领取码或报检码无效');
}

/** The inspections of one kind as a list of its own over the same reports. */
const inspectionList = (call: CallDeclaration, pass: (r: InspectionRecord) => boolean) =>
  serveList(call, {
    records: { visibleTo: (caller: Caller) => ownInspections.visibleTo(caller).filter(pass) },
    row: (invoice) => withoutOwner(invoice),
  });

export const selfServiceHandlers = [
  serveList(C.reports, reportList),
  serve(C.report, {
    record: { of: ownInspections },
    run: ({ record }) =>
      ok({
        ...withoutOwner(record),
        collectKey: publicKeyOf('collect', `${record.equipmentId}|${record.reportno}`, record.unitId),
        periodicKey: publicKeyOf('periodic', record.equipmentId, record.unitId),
      }),
  }),
  inspectionList(C.onlineInspections, (r) => r.source === 'online'),
  inspectionList(C.installInspections, isInstallation),
  inspectionList(C.periodicInspections, (r) => !isInstallation(r)),
  // Any of the three lists opens its inspection: the records are the same reports.
  serveRecord(C.inspection, { records: ownInspections, view: withoutOwner }),

  serveList(C.invoices, {
    records: ownInvoices,
    row: (invoice) => withoutOwner(invoice),
    order: (a, b) => b.issueDate.localeCompare(a.issueDate),
  }),
  serveRecord(C.invoice, { records: ownInvoices, view: withoutOwner }),

  serveList(C.interactions, {
    records: ownThreads,
    row: threadRow,
    order: (a, b) => b.lastTime.localeCompare(a.lastTime),
  }),
  serveRecord(C.interaction, { records: ownThreads, view: threadRow }),
  serve(C.ask, {
    run: ({ caller, body: { subjectKind, subjectNo, title, text } }) => {
      checkSubject(caller, subjectKind, subjectNo);
      const { unitId, name: author } = caller.user;
      // One thread per subject: asking again continues it.
      const open = interactions.findBy(
        (t) => t.unitId === unitId && t.subjectKind === subjectKind && t.subjectNo === subjectNo,
      );
      if (open) return ok(threadRow(withMessage(open, 'unit', author, text)), '咨询已提交');
      const message = { id: 'm1', from: 'unit', author, text, time: timeText() };
      const thread = interactions.insert(
        threadOf({ id: newId('ia-'), unitId, subjectKind, subjectNo, title }, [message]),
      );
      return ok(threadRow(thread), '咨询已提交');
    },
  }),
  serve(C.reply, {
    record: { of: ownThreads },
    run: ({ caller, body, record }) =>
      ok(threadRow(withMessage(record, 'unit', caller.user.name, body.text)), '回复已提交'),
  }),
  serve(C.answer, {
    record: { of: anyThread },
    run: ({ body, record }) =>
      ok(threadRow(withMessage(record, 'authority', AUTHORITY_DESK, body.text)), '答复已发送'),
  }),

  // ---- No account: a key from the paper opens one report or one piece of equipment, nothing else ----
  servePublic(C.collect, {
    run: ({ body }) => {
      const report = reportOfKey(body.key);
      return ok(collectedReport.parse({ ...report, useUnit: units.find(report.unitId)?.orgname ?? '' }));
    },
  }),
  servePublic(printCalls.collectReport, {
    run: ({ body }) => pdfAnswer(reportDocument(reportOfKey(body.key)), body.disposition ?? ''),
  }),
  servePublic(C.periodic, {
    run: ({ body }) => {
      const found = keyed('periodic', body.key);
      const record = equipment.find(found.subject) ?? refuse('领取码或报检码无效');
      const useUnit = units.find(record.unitId)?.orgname ?? '';
      return ok(periodicEquipment.parse({ ...record, useUnit, inspunit: '宁波市特种设备检验研究院' }));
    },
  }),
  servePublic(C.periodicApply, {
    run: ({ body: { key, ...request } }) => {
      const found = keyed('periodic', key);
      const today = isoDay(new Date());
      const pending = periodicRequests.findBy((r) => r.equipmentId === found.subject && r.wishDate >= today);
      if (pending) refuse(`该设备已有报检申请（受理号 ${pending.receiptNo}），请勿重复提交`);
      const receiptNo = `WZH${today.replace(/-/g, '')}${String(periodicRequests.all().length + 1).padStart(4, '0')}`;
      periodicRequests.insert({
        id: newId('npr-'),
        receiptNo,
        equipmentId: found.subject,
        unitId: found.unitId,
        ...request,
        createTime: timeText(),
      });
      return ok({ receiptNo }, '报检申请已提交，检验机构将与您电话联系');
    },
  }),
];
