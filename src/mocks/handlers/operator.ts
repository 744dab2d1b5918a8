import {
  operatorCalls as C,
  operatorInput,
  type OperatorInput,
  type QualificationInput,
} from '@/contract/calls/operator';
import { CERTIFICATE, OPERATOR, OPERATOR_EXPORT } from '@/contract/records/workers';
import { importColumns } from '@/contract/workbook';
import { ACCESS } from '@/domain/access';
import { WORK_ITEMS, certState } from '@/domain/workers';
import { beijingDay } from '@/utils/beijingTime';
import { newId } from '../db';
import { attachments } from '../families/attachments';
import {
  operators,
  qualifications,
  type OperatorRecord,
  type QualificationRecord,
} from '../families/operator';
import { containsText, listSpec, records, serve, serveList, serveRecord } from '../endpoints';
import { exportableList, schemaProblems, serveImport, type RowProblem } from '../excel';
import { ok, refuse, type Caller } from '../respond';

/** Each unit sees and changes only its own operators and certificates. */
export const ownOperators = records(operators, { scope: 'unit', notFound: '作业人员不存在或已删除' });
const ownCertificates = records(qualifications, { scope: 'unit', notFound: '证书不存在或已删除' });

export const certsOf = (operatorId: string) => qualifications.filter((q) => q.operatorId === operatorId);

/** A list row: the operator with a summary of their certificates. */
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

/** A certificate's fields to store, once its rules pass. */
function checkQualification(input: QualificationInput, ownId?: string) {
  refuseFirst(qualificationProblems(input, ownId));
  const { id: _id, ...fields } = input;
  return fields;
}

/**
 * Certificates sent with an operator: checked together (also against each other) before any write.
 * A certificate that names an id must be one of this operator's own: another unit's, or another
 * operator's, is not found (it would otherwise be copied, its unique number duplicated).
 */
function checkCertificates(caller: Caller, list: QualificationInput[], operatorId?: string) {
  const seen = new Set<string>();
  return list.map((input) => {
    if (input.id && ownCertificates.get(caller, input.id).operatorId !== operatorId) {
      refuse('证书不存在或已删除');
    }
    const checked = checkQualification(input, input.id || undefined);
    if (seen.has(checked.certno)) refuse('证书编号已存在');
    seen.add(checked.certno);
    return { ...checked, id: input.id };
  });
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
  // Its own fields: not its certificates or scans.
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
  access: ACCESS.workerQuery,
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

  /** The certificates list (资格证书查询), with their holders' names. */
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

  serve(C.qualificationDel, {
    record: { of: ownCertificates },
    run: ({ record: found }) => {
      qualifications.remove(found.id);
      return ok(null, '删除成功');
    },
  }),
];
