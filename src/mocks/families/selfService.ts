import {
  collectedReport,
  periodicEquipment,
  selfServiceCalls as C,
  type InspectionReport,
  type IssuedInvoice,
  type Interaction,
  type PeriodicRequest,
} from '@/contract/calls/selfService';
import { REPORT_EXPORT } from '@/contract/records/selfService';
import { ACCESS } from '@/domain/access';
import { CATEGORY, conclusionsOf } from '@/domain/equipment';
import { INSPECTION_KINDS, inspectionFee } from '@/domain/inspectionApplication';
import {
  INSPECTION_TYPE,
  INTERACTION_STATUS,
  INTERACTION_SUBJECT,
  MAIL_STATE,
  PUBLIC_KEY_PATTERN,
} from '@/domain/selfService';
import { blank, collection, createRng, newId, pad, pick, rngOf, type Entity, type Owned } from '../db';
import {
  listSpec,
  newestFirst,
  records,
  serve,
  serveList,
  servePublic,
  serveRecord,
  withoutOwner,
  type Records,
} from '../endpoints';
import { exportableList } from '../excel';
import { ok, refuse, type Caller } from '../respond';
import { invoiceCerts, mailAddresses } from './company';
import { addDays, dayAfter, equipment, inspectionHistoryOf, isoDay, type EquipmentRecord } from './equipment';
import { timeText } from './registration';
import { units } from '../callers';
import { randomHex } from './session';
import { equipmentNamed } from './useRegistration';

/**
 * Self-service after the inspection. Inspections and reports are not stored: they are derived from
 * the equipment seed by the same function the equipment file shows its inspection history with
 * (inspectionHistoryOf), so a report number on the file is a report of report-query, and a change of
 * the equipment's inspection dates shows in both. Installation supervision adds one report per
 * installed piece; invoices, question threads and the no-account keys are stored.
 */

/** An inspection as the stand-in holds it: whose equipment it is. */
export type InspectionRecord = InspectionReport & { unitId: string };

/** Equipment whose installation the institute supervised: what is installed on site, not bought whole. */
const INSTALLED = new Set<string>([
  CATEGORY.boiler,
  CATEGORY.elevator,
  CATEGORY.hoistingMachinery,
  CATEGORY.amusementFacility,
  CATEGORY.passengerRopeway,
]);

/** How far back an online request (网上报检) is possible: the portal's online requests began then. */
const ONLINE_YEARS = 3;

/** Every inspection of one piece of equipment, newest first, each with its report. */
function inspectionsOf(record: EquipmentRecord): InspectionRecord[] {
  const rng = rngOf(`${record.id}-reports`, 23);
  const identity = {
    ...equipmentNamed(record),
    ...pick(record, ['unitId', 'equregcode', 'equclacode', 'address']),
  };
  const onlineFrom = isoDay(addDays(new Date(), -365 * ONLINE_YEARS));
  const seenSeries = new Set<string>();
  const periodic = inspectionHistoryOf(record).map((row): InspectionRecord => {
    const online = row.inspdate >= onlineFrom && rng.chance(0.6);
    const applied = dayAfter(row.inspdate, -rng.int(7, 30));
    // Rows come newest first: the first of a series is the report the mark shows.
    const current = !seenSeries.has(row.insptype);
    seenSeries.add(row.insptype);
    return {
      ...identity,
      ...row,
      id: row.reportno,
      source: online ? 'online' : 'planned',
      applyNo: online ? `WSBJ${applied.replace(/-/g, '')}${rng.digits(4)}` : '',
      applyTime: online ? `${applied} ${pad(rng.int(8, 17))}:${pad(rng.int(0, 59))}:00` : '',
      installunit: '',
      current: current ? '1' : '0',
    };
  });
  if (!INSTALLED.has(record.equclacode) || !record.usedate) return periodic;
  const inspdate = dayAfter(record.usedate, -rng.int(5, 30));
  const reportno = `NBAJ-${inspdate.slice(0, 4)}-${record.equsortcode.slice(0, 2)}${rng.digits(5)}`;
  const installation: InspectionRecord = {
    ...identity,
    id: reportno,
    reportno,
    insptype: INSPECTION_TYPE.installation,
    inspdate,
    conclusion: conclusionsOf(record.equclacode)[0].value,
    nextdate: periodic.at(-1)?.inspdate ?? record.nextinsdate,
    inspunit: periodic[0]?.inspunit ?? '宁波市特种设备检验研究院',
    source: 'planned',
    ...blank('applyNo applyTime'),
    installunit: record.installunit,
    current: '1',
  };
  return [...periodic, installation];
}

export const inspectionsOfUnit = (unitId: string): InspectionRecord[] =>
  equipment
    .filter((e) => e.unitId === unitId)
    .flatMap((e) => inspectionsOf(e))
    .sort((a, b) => b.inspdate.localeCompare(a.inspdate) || a.id.localeCompare(b.id));

const holders = () => [...new Set(equipment.all().map((e) => e.unitId))];

const COURIERS = ['中国邮政EMS', '顺丰速运', '中通快递'];

/**
 * One invoice per online request of the last year: issued a few days after the inspection to the
 * unit's invoice titles (the default mostly), paper ones mailed to its mailing addresses.
 */
export const issuedInvoices = collection<IssuedInvoice & { unitId: string }>('issuedInvoices', () => {
  const rng = createRng(20261120);
  const today = isoDay(new Date());
  const yearAgo = isoDay(addDays(new Date(), -365));
  /** The default of a unit's rows `share` of the time, else any of them. */
  const mostlyDefault = <T extends { isDefault: string }>(share: number, rows: T[]) =>
    rng.chance(share) ? (rows.find((row) => row.isDefault === '1') ?? rows[0]) : rng.pick(rows);
  return holders().flatMap((unitId) => {
    const titles = invoiceCerts.filter((c) => c.unitId === unitId);
    const addresses = mailAddresses.filter((a) => a.unitId === unitId);
    if (!titles.length || !addresses.length) return [];
    return inspectionsOfUnit(unitId)
      .filter((i) => i.source === 'online' && i.inspdate >= yearAgo)
      .map((inspection, n) => {
        const title = mostlyDefault(0.75, titles);
        const address = mostlyDefault(0.8, addresses);
        const kind = rng.pick(['1', '1', '2', '3']);
        const issueDate = dayAfter(inspection.inspdate, rng.int(1, 6));
        const mailDate = dayAfter(issueDate, rng.int(1, 3));
        const signDate = dayAfter(mailDate, rng.int(1, 4));
        const mailState =
          kind === '1'
            ? MAIL_STATE.electronic
            : mailDate > today
              ? MAIL_STATE.pending
              : signDate > today
                ? MAIL_STATE.sent
                : MAIL_STATE.signed;
        const mailed = mailState === MAIL_STATE.sent || mailState === MAIL_STATE.signed;
        return {
          id: `inv-${unitId}-${pad(n + 1, 4)}`,
          unitId,
          invoiceNo: rng.digits(8),
          invoiceCode: `0330${rng.digits(8)}`,
          kind,
          // A periodic inspection's standard fee (the fee rule of the online requests).
          amount: inspectionFee(inspection.equsortcode, INSPECTION_KINDS[0].value, 1).amount,
          issueDate,
          reportno: inspection.reportno,
          equname: inspection.equname,
          ...pick(title, ['title', 'taxno', 'email']),
          mailState,
          ...pick(address, ['receiver', 'mobile', 'areacode', 'address', 'postcode']),
          expressCompany: mailed ? rng.pick(COURIERS) : '',
          expressNo: mailed ? `SF${rng.digits(12)}` : '',
          mailDate: mailed ? mailDate : '',
          signDate: mailState === MAIL_STATE.signed ? signDate : '',
        };
      });
  });
});

type InteractionRecord = Owned<Omit<Interaction, 'messageCount'>>;

/** The authority's desk that answers the units (never a person's name). */
const AUTHORITY_DESK = '宁波市特种设备检验研究院客服中心';

type Message = InteractionRecord['messages'][number];
type ThreadSubject = Omit<InteractionRecord, 'status' | 'askTime' | 'lastTime' | 'messages'>;

/** A thread as its messages make it: asked with the first, waiting or answered after whoever wrote last. */
const threadOf = (subject: ThreadSubject, messages: Message[]): InteractionRecord => ({
  ...subject,
  status: messages.at(-1)!.from === 'unit' ? INTERACTION_STATUS.waiting : INTERACTION_STATUS.answered,
  askTime: messages[0].time,
  lastTime: messages.at(-1)!.time,
  messages,
});

/** A seeded thread of a unit about one of its reports: the unit signs as itself, the authority as its desk. */
const seededThread = (
  unitId: string,
  n: number,
  subjectNo: string,
  title: string,
  said: [from: Message['from'], text: string, time: string][],
) =>
  threadOf(
    { id: `ia-${unitId}-${n}`, unitId, subjectKind: INTERACTION_SUBJECT.report, subjectNo, title },
    said.map(([from, text, time], i) => {
      return { id: `m${i + 1}`, from, author: from === 'unit' ? '本单位' : AUTHORITY_DESK, text, time };
    }),
  );

/** Two threads per unit about its failed or recent reports: one answered, one waiting. */
export const interactions = collection<InteractionRecord>('interactions', () => {
  const rng = createRng(20261121);
  return holders().flatMap((unitId) => {
    const reports = inspectionsOfUnit(unitId).slice(0, 40);
    if (reports.length < 2) return [];
    const [first, second] = [reports[rng.int(0, 19)], reports[rng.int(20, reports.length - 1)]];
    const asked = (days: number) => `${isoDay(addDays(new Date(), -days))} 10:${pad(rng.int(0, 59))}:00`;
    const answeredAt = asked(rng.int(3, 9));
    const askedAt = asked(rng.int(10, 20));
    const waitingAt = asked(rng.int(0, 2));
    return [
      seededThread(unitId, 1, first.reportno, '报告中的下次检验日期如何确定', [
        ['unit', '请问报告中的下次检验日期是按什么规定确定的？', askedAt],
        ['authority', '下次检验日期依据设备品种的定期检验周期，自本次检验日期起计算。', answeredAt],
      ]),
      seededThread(unitId, 2, second.reportno, '申请补发纸质报告', [
        ['unit', '纸质报告遗失，请问如何申请补发？', waitingAt],
      ]),
    ];
  });
});

/**
 * A key handed out on paper (its id, 32 random hex digits): the pickup of one report (subject
 * `equipment id|report number`), or the periodic request of one piece of equipment (subject its id).
 */
type PublicKeyRecord = Entity & { kind: 'collect' | 'periodic'; subject: string; unitId: string };

const publicKeys = collection<PublicKeyRecord>('selfServicePublicKeys', () => []);

/** The key of a subject, issued the first time it is asked for (random, so never derived from the subject). */
export function publicKeyOf(kind: PublicKeyRecord['kind'], subject: string, unitId: string): string {
  const found = publicKeys.findBy((k) => k.kind === kind && k.subject === subject);
  return (found ?? publicKeys.insert({ id: randomHex(32), kind, subject, unitId })).id;
}

/** A periodic inspection asked for by someone without an account, for the authority to arrange. */
const periodicRequests = collection<
  Omit<PeriodicRequest, 'key'> &
    Entity & { receiptNo: string; equipmentId: string; unitId: string; createTime: string }
>('noAccountPeriodicRequests', () => []);

/** The caller's unit's inspections (derived, not stored); another unit's report number is not found. */
export const ownInspections: Records<InspectionRecord> = {
  visibleTo: (caller) => inspectionsOfUnit(caller.user.unitId),
  get: (caller, id) =>
    inspectionsOfUnit(caller.user.unitId).find((r) => r.id === id) ?? refuse('检验报告不存在'),
};

const reportList = listSpec({ records: ownInspections, row: withoutOwner, declared: C.reports.filters });

export const reportExport = exportableList(reportList, {
  access: ACCESS.reportQuery,
  section: '检验报告',
  columns: REPORT_EXPORT,
});

const isInstallation = (r: { installunit: string }) => r.installunit !== '';

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
  if (!ownInspections.visibleTo(caller).some((r) => (report ? r.reportno : r.applyNo) === subjectNo)) {
    refuse(report ? '报告编号不存在' : '报检申请编号不存在');
  }
}

/** A thread with one more message (a subject alone: a new thread), its status following who wrote last. */
function withMessage(to: ThreadSubject & { messages?: Message[] }, by: Caller | 'authority', text: string) {
  const messages = to.messages ?? [];
  const [from, author] = by === 'authority' ? [by, AUTHORITY_DESK] : (['unit', by.user.name] as const);
  const message = { id: `m${messages.length + 1}`, from, author, text, time: timeText() };
  const next = threadOf(to, [...messages, message]);
  return to.messages ? interactions.update(to.id, next)! : interactions.insert(next);
}

/** The subject of a key of a kind; a wrong, foreign or malformed key is refused like any guess. */
function keyed(kind: 'collect' | 'periodic', key: string) {
  const found = PUBLIC_KEY_PATTERN.test(key) ? publicKeys.find(key) : undefined;
  return found?.kind === kind ? found : refuse('领取码或报检码无效');
}

/** The report a collect key names (print's collectReport serves its document). */
export function reportOfKey(key: string) {
  const [equipmentId, reportno] = keyed('collect', key).subject.split('|');
  const record = equipment.find(equipmentId);
  const report = record && inspectionsOf(record).find((r) => r.reportno === reportno);
  return report ?? refuse('领取码或报检码无效');
}

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
  // The inspections of one kind, each a list of its own over the same reports.
  serveList(C.onlineInspections, { ...reportList, filters: () => [(r) => r.source === 'online'] }),
  serveList(C.installInspections, { ...reportList, filters: () => [isInstallation] }),
  serveList(C.periodicInspections, { ...reportList, filters: () => [(r) => !isInstallation(r)] }),
  // Any of the three lists opens its inspection: the records are the same reports.
  serveRecord(C.inspection, { records: ownInspections, view: withoutOwner }),

  serveList(C.invoices, { records: ownInvoices, row: withoutOwner, order: newestFirst('issueDate') }),
  serveRecord(C.invoice, { records: ownInvoices, view: withoutOwner }),

  serveList(C.interactions, { records: ownThreads, row: threadRow, order: newestFirst('lastTime') }),
  serveRecord(C.interaction, { records: ownThreads, view: threadRow }),
  serve(C.ask, {
    run: ({ caller, body: { subjectKind, subjectNo, title, text } }) => {
      checkSubject(caller, subjectKind, subjectNo);
      const { unitId } = caller.user;
      // One thread per subject: asking again continues it.
      const open = interactions.findBy(
        (t) => t.unitId === unitId && t.subjectKind === subjectKind && t.subjectNo === subjectNo,
      );
      const subject = open ?? { id: newId('ia-'), unitId, subjectKind, subjectNo, title };
      return ok(threadRow(withMessage(subject, caller, text)), '咨询已提交');
    },
  }),
  serve(C.reply, {
    record: { of: ownThreads },
    run: ({ caller, body, record }) => ok(threadRow(withMessage(record, caller, body.text)), '回复已提交'),
  }),
  serve(C.answer, {
    record: { of: anyThread },
    run: ({ body, record }) => ok(threadRow(withMessage(record, 'authority', body.text)), '答复已发送'),
  }),

  // ---- No account: a key from the paper opens one report or one piece of equipment, nothing else ----
  servePublic(C.collect, {
    run: ({ body }) => {
      const report = reportOfKey(body.key);
      return ok(collectedReport.parse({ ...report, useUnit: units.find(report.unitId)?.orgname ?? '' }));
    },
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
      const receiptNo = `WZH${today.replace(/-/g, '')}${pad(periodicRequests.all().length + 1, 4)}`;
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
