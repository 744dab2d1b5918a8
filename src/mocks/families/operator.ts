import { NINGBO_DISTRICTS } from '@/domain/areas';
import { WORK_ITEMS, certState } from '@/domain/workers';
import {
  operatorCalls as C,
  operatorInput,
  type Operator,
  type OperatorInput,
  type Qualification,
  type QualificationInput,
} from '@/contract/calls/operator';
import { CERTIFICATE, OPERATOR, OPERATOR_EXPORT } from '@/contract/records/workers';
import { importColumns } from '@/contract/workbook';
import { beijingDay } from '@/utils/beijingTime';
import { citizenIdCheck } from '@/utils/validators';
import { collection, createRng, newId, pad, type Owned } from '../db';
import { containsText, listSpec, records, serve, serveList, serveRecord, serveRemoval } from '../endpoints';
import { exportableList, schemaProblems, serveImport, type RowProblem } from '../excel';
import { ok, refuse, type Caller } from '../respond';
import { attachments } from './attachments';
import { GIVEN, mobileOf, streetAddress, SURNAMES } from './company';

/** An operator (作业人员) of a unit as the API describes it (its certificates apart), and when it changed. */
type OperatorRecord = Owned<Omit<Operator, 'qualifications'>> & Record<'createDate' | 'updateDate', string>;

/** A certificate (资格证书) of an operator for one work item, kept with its operator's unit. */
type QualificationRecord = Owned<Qualification> & { operatorId: string };

/** Enterprise demo units that employ operators; each sees only its own. */
const EMPLOYERS = [
  { unitId: 'unit-use', count: 120 },
  { unitId: 'unit-maint', count: 70 },
  { unitId: 'unit-cons', count: 40 },
  { unitId: 'unit-manu', count: 40 },
  { unitId: 'unit-insp', count: 20 },
  { unitId: 'unit-multi', count: 30 },
];

const ISSUE_ORGS = ['宁波市市场监督管理局', '浙江省市场监督管理局', '宁波市特种设备检验研究院'];

/** A citizen ID with a real birth date and a correct check character (GB 11643). */
export function makeCitizenId(area: string, birth: string, serial: string): string {
  const body = `${area}${birth}${serial}`;
  return body + citizenIdCheck(body);
}

/** Dates relative to a fixed seed day keep the seed stable; the expiry flags are computed against today. */
const dateFrom = (base: Date, days: number) => beijingDay(new Date(base.getTime() + days * 86_400_000));

/** Both collections are built from one fixed seed, so their ids agree whichever is read first. */
function seedAll() {
  const rng = createRng(20260330);
  const today = new Date(new Date().setHours(0, 0, 0, 0));
  const operators: OperatorRecord[] = [];
  const qualifications: QualificationRecord[] = [];
  let serial = 0;
  for (const { unitId, count } of EMPLOYERS) {
    for (let i = 0; i < count; i++) {
      serial++;
      const id = `op-${pad(serial, 4)}`;
      const district = rng.pick(NINGBO_DISTRICTS).value;
      const birth = `${rng.int(1965, 2000)}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))}`;
      const sex = rng.chance(0.8) ? '1' : '2';
      const serial3 = `${rng.digits(2)}${sex === '1' ? rng.pick([1, 3, 5, 7, 9]) : rng.pick([0, 2, 4, 6, 8])}`;
      const created = dateFrom(today, -rng.int(30, 1500));
      operators.push({
        id,
        unitId,
        name: rng.pick(SURNAMES) + rng.pick(GIVEN) + (rng.chance(0.6) ? rng.pick(GIVEN) : ''),
        sex,
        idcard: makeCitizenId(district, birth, serial3),
        mobile: mobileOf(rng),
        areacode: district,
        address: streetAddress(rng),
        remarks: '',
        attrefsysid: id,
        createDate: created,
        updateDate: created,
      });
      const items = new Set<string>();
      const certs = rng.int(1, 3);
      while (items.size < certs) items.add(rng.pick(WORK_ITEMS).value);
      for (const workitem of items) {
        // Spread expiry from two years ago to four years ahead: some expired, some within 90 days.
        const validIn = rng.int(-400, 1460);
        qualifications.push({
          id: `${id}-q${qualifications.length}`,
          operatorId: id,
          unitId,
          certno: `TS${workitem.padEnd(2, '0')}33020${rng.digits(7)}`,
          workitem,
          issueorg: rng.pick(ISSUE_ORGS),
          issuedate: dateFrom(today, validIn - 1460),
          validdate: dateFrom(today, validIn),
        });
      }
    }
  }
  return { operators, qualifications };
}

export const operators = collection('operators', () => seedAll().operators);
export const qualifications = collection('qualifications', () => seedAll().qualifications);

export const ownOperators = records(operators, { scope: 'unit', notFound: '作业人员不存在或已删除' });
const ownCertificates = records(qualifications, { scope: 'unit', notFound: '证书不存在或已删除' });

export const certsOf = (operatorId: string) => qualifications.filter((q) => q.operatorId === operatorId);

function operatorRow(o: OperatorRecord) {
  const certs = certsOf(o.id);
  const nearest = certs.map((c) => c.validdate).sort()[0] ?? '';
  return {
    ...o,
    workitems: certs.map((c) => c.workitem).join(','),
    certCount: certs.length,
    nearestValid: nearest,
    certState: nearest ? certState(nearest) : '',
  };
}

/** A certificate with its holder. */
export function certificateRow(q: QualificationRecord) {
  const { name, idcard, mobile } = operators.find(q.operatorId) ?? { name: '', idcard: '', mobile: '' };
  return { ...q, name, idcard, mobile, certState: certState(q.validdate) };
}

/** The operators list: the worker query page, the overview's detail list and the export share it. */
const operatorList = listSpec({
  records: ownOperators,
  row: operatorRow,
  declared: C.list.filters,
  // Certificate filters: an operator passes when one of their certificates does.
  filters: (by) => [
    by.custom('workitem', (row, workitem) => certsOf(row.id).some((c) => c.workitem === workitem)),
    by.custom('certno', (row, certno) => certsOf(row.id).some((c) => containsText(c.certno, certno))),
    by.custom('certState', (row, state) => certsOf(row.id).some((c) => certState(c.validdate) === state)),
  ],
});

const problemIf = (when: unknown, field: string, message: string): RowProblem[] =>
  when ? [{ field, message }] : [];

/** A certificate's own rules; certificate numbers are unique across all units. */
const qualificationProblems = (input: QualificationInput, ownId?: string) => [
  ...problemIf(input.validdate <= input.issuedate, 'validdate', '有效期至必须晚于发证日期'),
  ...problemIf(
    qualifications.findBy((q) => q.certno === input.certno && q.id !== ownId),
    'certno',
    '证书编号已存在',
  ),
];

/** An operator's own rules: an ID number is registered once per unit. */
function operatorProblems(caller: Caller, input: OperatorInput, ownId?: string) {
  const idcard = input.idcard.toUpperCase();
  const taken = operators.findBy(
    (o) => o.unitId === caller.user.unitId && o.idcard === idcard && o.id !== ownId,
  );
  return problemIf(taken, 'idcard', `身份证号已登记为本单位作业人员（${taken?.name}）`);
}

const refuseFirst = ([problem]: RowProblem[]) => problem && refuse(problem.message);

function checkQualification(input: QualificationInput, ownId?: string) {
  refuseFirst(qualificationProblems(input, ownId));
  return input;
}

/**
 * Certificates sent with an operator: checked together (also against each other) before any write.
 * A certificate that names an id must be one of this operator's own: another unit's, or another
 * operator's, is not found (it would otherwise be copied, its unique number duplicated).
 */
function checkCertificates(caller: Caller, list: QualificationInput[], operatorId?: string) {
  const seen = new Set<string>();
  for (const input of list) {
    if (input.id && ownCertificates.get(caller, input.id).operatorId !== operatorId) {
      refuse('证书不存在或已删除');
    }
    checkQualification(input, input.id || undefined);
    if (seen.has(input.certno)) refuse('证书编号已存在');
    seen.add(input.certno);
  }
  return list;
}

/** Stores a certificate of an operator, by its id when it names one (checkCertificates let through only its own). */
const insertCertificate = (caller: Caller, operatorId: string, { id, ...fields }: QualificationInput) =>
  qualifications.insert({ ...fields, id: id || newId('q'), operatorId, unitId: caller.user.unitId });

/** Writes the certificates of an operator: the given list replaces the stored one, in its order. */
function syncCertificates(caller: Caller, operatorId: string, list: QualificationInput[]) {
  certsOf(operatorId).forEach((c) => qualifications.remove(c.id));
  // A collection stores the newest first: the last is stored first.
  list.toReversed().forEach((certificate) => insertCertificate(caller, operatorId, certificate));
}

/** An operator with their certificates (the add and edit forms, a row of an import): checked, then written. */
export function saveOperator(caller: Caller, input: OperatorInput, stored?: OperatorRecord) {
  refuseFirst(operatorProblems(caller, input, stored?.id));
  const { id: _id, qualifications: _certs, attrefsysid: _scans, ...own } = input;
  const fields = { ...own, idcard: input.idcard.toUpperCase() };
  const certs = checkCertificates(caller, input.qualifications ?? [], stored?.id);
  const id = stored?.id ?? newId('op');
  const today = beijingDay();
  const record = stored
    ? operators.update(id, { ...fields, updateDate: today })!
    : operators.insert({
        id,
        unitId: caller.user.unitId,
        ...fields,
        createDate: today,
        updateDate: today,
        // The group the server issued to the unit (invariants.ts guards it), or the operator's own id.
        attrefsysid: input.attrefsysid || id,
      });
  // An edit that sends no certificates keeps the stored ones.
  if (!stored || input.qualifications) syncCertificates(caller, id, certs);
  return record;
}

export const operatorExport = exportableList(operatorList, {
  access: C.list.access,
  section: '作业人员',
  columns: OPERATOR_EXPORT,
});

const IMPORT_COLUMNS = [...importColumns(OPERATOR), ...importColumns(CERTIFICATE)];
const CERTIFICATE_KEYS = importColumns(CERTIFICATE).map((c) => c.key);

/** A template row as the add form would send it: the operator with its one certificate. */
const operatorOfRow = (values: Record<string, string>) => ({
  ...Object.fromEntries(importColumns(OPERATOR).map((c) => [c.key, values[c.key]])),
  id: '',
  attrefsysid: '',
  qualifications: [{ id: '', ...Object.fromEntries(CERTIFICATE_KEYS.map((key) => [key, values[key]])) }],
});

/** The rules of the add call that the store decides (taken ID and certificate numbers). */
const storeProblems = (caller: Caller, input: OperatorInput) => [
  ...operatorProblems(caller, input),
  ...qualificationProblems(input.qualifications![0]),
];

export const operatorHandlers = [
  serveList(C.list, operatorList),
  serveList(C.detailList, { ...operatorList, required: { workitem: '请选择作业项目' } }),

  ...serveImport(
    { check: C.import, save: C.importSave, cancel: C.importCancel },
    {
      scope: () => undefined,
      sheet: () => '作业人员',
      columns: () => IMPORT_COLUMNS,
      check: (row, caller) => {
        const checked = schemaProblems(operatorInput, operatorOfRow(row.values));
        if (checked.value) checked.problems.push(...storeProblems(caller, checked.value));
        return checked;
      },
      // One ID number and one certificate number once per file.
      unique: (input) => ({ idcard: input.idcard.toUpperCase(), certno: input.qualifications![0].certno }),
      recheck: (input, caller) => storeProblems(caller, input)[0],
      save: (inputs, caller) => {
        inputs.forEach((input) => saveOperator(caller, input));
        return `已导入${inputs.length}名作业人员`;
      },
    },
    {
      call: C.importTemplate,
      file: () => ({ name: '作业人员导入模板.xlsx', ascii: 'operator_template.xlsx' }),
    },
  ),

  serve(C.overview, {
    run: ({ caller }) => {
      const own = ownCertificates.visibleTo(caller);
      const counts = (certs: QualificationRecord[]) => ({
        expiring: certs.filter((c) => certState(c.validdate) === 'expiring').length,
        expired: certs.filter((c) => certState(c.validdate) === 'expired').length,
      });
      const byWorkItem = WORK_ITEMS.map(({ value }) => {
        const certs = own.filter((c) => c.workitem === value);
        return { workitem: value, count: new Set(certs.map((c) => c.operatorId)).size, ...counts(certs) };
      });
      return ok({
        operatorCount: ownOperators.visibleTo(caller).length,
        certCount: own.length,
        ...counts(own),
        byWorkItem,
        asOf: beijingDay(),
      });
    },
  }),

  serveRecord(C.get, {
    records: ownOperators,
    view: (found) => ({ ...found, qualifications: certsOf(found.id).map(certificateRow) }),
  }),

  serve(C.add, { run: ({ caller, body }) => ok(saveOperator(caller, body), '保存成功') }),
  serve(C.update, {
    record: { of: ownOperators },
    run: ({ caller, body, record }) => ok(saveOperator(caller, body, record), '保存成功'),
  }),

  serve(C.del, {
    run: ({ caller, body }) => {
      const ids = (body.ids || body.id).split(',').filter(Boolean);
      if (!ids.length) refuse('请选择要删除的作业人员');
      const found = ids.map((id) => ownOperators.get(caller, id));
      for (const o of found) {
        certsOf(o.id).forEach((c) => qualifications.remove(c.id));
        attachments
          .filter((a) => a.attrefsysid === o.attrefsysid && a.unitId === caller.user.unitId)
          .forEach((a) => attachments.remove(a.id));
        operators.remove(o.id);
      }
      return ok(null, `已删除${found.length}名作业人员`);
    },
  }),

  serveList(C.qualificationList, { records: ownCertificates, row: certificateRow }),

  serve(C.qualificationAdd, {
    record: { of: ownOperators, id: (input) => input.operatorId },
    run: ({ caller, body: { operatorId: _owner, ...input }, record: owner }) =>
      ok(insertCertificate(caller, owner.id, { ...checkQualification(input), id: '' }), '保存成功'),
  }),

  serve(C.qualificationUpdate, {
    record: { of: ownCertificates },
    run: ({ body: input, record: found }) =>
      ok(qualifications.update(found.id, checkQualification(input, found.id)), '保存成功'),
  }),

  serveRemoval(C.qualificationDel, qualifications, { of: ownCertificates }),
];
