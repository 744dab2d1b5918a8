import { z } from 'zod';
import { importColumns } from '@/contract/workbook';
import { recordSchema } from '@/contract/schema';
import { CERTIFICATE, OPERATOR, OPERATOR_EXPORT } from '@/contract/records/workers';
import { ACCESS } from '@/domain/access';
import { WORK_ITEMS, certState } from '@/domain/workers';
import { newId } from '../db';
import { attachments } from '../families/attachments';
import {
  operators,
  qualifications,
  type OperatorRecord,
  type QualificationRecord,
} from '../families/operators';
import {
  bodySchema,
  containsText,
  endpoint,
  fields,
  formBody,
  jsonBody,
  listEndpoint,
  listSpec,
  recordEndpoint,
  records,
} from '../endpoints';
import {
  exportableList,
  importHold,
  readImportId,
  readTemplate,
  readWorkbookUpload,
  templateWorkbook,
  workbookResponse,
  type CellProblem,
  type SheetRow,
} from '../excel';
import { ok, refuse, type Caller } from '../respond';
import { beijingDay } from '@/utils/beijingTime';

const today = () => beijingDay();

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

export function certificateRow(q: QualificationRecord) {
  const o = operators.find(q.operatorId);
  return {
    ...q,
    name: o?.name ?? '',
    idcard: o?.idcard ?? '',
    mobile: o?.mobile ?? '',
    certState: certState(q.validdate),
  };
}

/** The operators list: the worker query page, the overview's detail list and the export share it. */
const operatorList = listSpec({
  records: ownOperators,
  row: operatorRow,
  filters: (by) => [
    by.text('name'),
    by.text('idcard'),
    by.text('mobile'),
    by.code('areacode'),
    by.dateRange('createDate'),
    // Certificate filters: an operator passes when one of their certificates does.
    by.custom('workitem', (row, workitem) => certsOf(row.id).some((c) => c.workitem === workitem)),
    by.custom('certno', (row, certno) => certsOf(row.id).some((c) => containsText(c.certno, certno))),
    by.custom('certState', (row, state) => certsOf(row.id).some((c) => certState(c.validdate) === state)),
  ],
});

/** A certificate as the form sends it (worker/declarations.tsx): the id only for a stored one. */
const qualificationSchema = recordSchema(CERTIFICATE, { id: fields.id(OPERATOR.qualifications.items.id) });
type QualificationInput = z.output<typeof qualificationSchema>;
const readQualification = jsonBody(qualificationSchema);
const readNewQualification = jsonBody(
  recordSchema(CERTIFICATE, {
    id: fields.id(OPERATOR.qualifications.items.id),
    operatorId: fields.id('作业人员'),
  }),
);

/** An operator as the form sends it, with its certificates. */
const operatorSchema = recordSchema(OPERATOR, { id: fields.id('作业人员') });
type OperatorInput = z.output<typeof operatorSchema>;
const readOperator = jsonBody(operatorSchema);

/** A rule of a write beyond its fields' own (uniqueness, the order of dates): the field it concerns and why. */
interface RuleProblem {
  field: string;
  message: string;
}

/** A certificate's own rules; certificate numbers are unique across all units. */
function qualificationProblems(input: QualificationInput, ownId?: string): RuleProblem[] {
  return [
    ...(input.validdate <= input.issuedate
      ? [{ field: 'validdate', message: '有效期至必须晚于发证日期' }]
      : []),
    ...(qualifications.findBy((q) => q.certno === input.certno && q.id !== ownId)
      ? [{ field: 'certno', message: '证书编号已存在' }]
      : []),
  ];
}

/** An operator's own rules: an ID number is registered once per unit. */
function operatorProblems(caller: Caller, input: OperatorInput, ownId?: string): RuleProblem[] {
  const idcard = input.idcard.toUpperCase();
  const duplicate = operators.findBy(
    (o) => o.unitId === caller.user.unitId && o.idcard === idcard && o.id !== ownId,
  );
  return duplicate
    ? [{ field: 'idcard', message: `身份证号已登记为本单位作业人员（${duplicate.name}）` }]
    : [];
}

const refuseFirst = (problems: RuleProblem[]) => {
  if (problems.length) refuse(problems[0].message);
};

function checkQualification(input: QualificationInput, ownId?: string) {
  refuseFirst(qualificationProblems(input, ownId));
  const { id: _id, ...fields } = input;
  return fields;
}

function checkOperator(caller: Caller, input: OperatorInput, ownId?: string) {
  refuseFirst(operatorProblems(caller, input, ownId));
  return {
    name: input.name,
    sex: input.sex,
    idcard: input.idcard.toUpperCase(),
    mobile: input.mobile,
    areacode: input.areacode,
    address: input.address,
    remarks: input.remarks,
  };
}

/** The attachment group of an operator: a new one, or one no other unit's operator uses. */
function attachmentGroupOf(caller: Caller, requested: string, fallback: string, ownId?: string) {
  if (!requested) return fallback;
  const taken = operators.findBy((o) => o.attrefsysid === requested && o.id !== ownId);
  if (taken || attachments.findBy((a) => a.attrefsysid === requested && a.unitId !== caller.user.unitId)) {
    refuse('证书扫描件编号无效');
  }
  return requested;
}

/**
 * Certificates sent with an operator: checked together (also against each other) before any write.
 * A certificate that names an id must be one of this operator's own: another unit's, or another
 * operator's, is not found (it would otherwise be copied, its unique number duplicated).
 */
function checkCertificates(caller: Caller, list: QualificationInput[], operatorId?: string) {
  const seen = new Set<string>();
  return list.map((input) => {
    if (input.id) {
      const own = ownCertificates.get(caller, input.id);
      if (own.operatorId !== operatorId) refuse('证书不存在或已删除');
    }
    const checked = checkQualification(input, input.id || undefined);
    if (seen.has(checked.certno)) refuse('证书编号已存在');
    seen.add(checked.certno);
    return { id: input.id, ...checked };
  });
}

const stamp = () => beijingDay();

/** Writes the certificates of an operator: the given list replaces the stored one. */
function syncCertificates(caller: Caller, operatorId: string, list: ReturnType<typeof checkCertificates>) {
  const keep = new Set(list.map((c) => c.id).filter(Boolean));
  certsOf(operatorId)
    .filter((c) => !keep.has(c.id))
    .forEach((c) => qualifications.remove(c.id));
  for (const { id, ...fields } of list) {
    const existing = id ? qualifications.find(id) : undefined;
    if (existing && existing.operatorId === operatorId) qualifications.update(existing.id, fields);
    else qualifications.insert({ id: newId('q'), operatorId, unitId: caller.user.unitId, ...fields });
  }
}

/** A new operator with their certificates (the add form, a row of an import): checked, then written. */
function insertOperator(caller: Caller, input: OperatorInput) {
  const operatorFields = checkOperator(caller, input);
  const certs = checkCertificates(caller, input.qualifications ?? []);
  const id = newId('op');
  const attrefsysid = attachmentGroupOf(caller, input.attrefsysid, id);
  const record = operators.insert({
    id,
    unitId: caller.user.unitId,
    ...operatorFields,
    attrefsysid,
    createDate: stamp(),
    updateDate: stamp(),
  });
  syncCertificates(caller, id, certs);
  return record;
}

// ---------- Workbooks: the list exported, operators imported from a template ----------

/** 作业人员 as the common export serves it: the worker query's list and columns. */
export const operatorExport = exportableList(operatorList, {
  access: ACCESS.workerQuery,
  section: '作业人员',
  columns: OPERATOR_EXPORT,
});

/** A template row: an operator and one certificate, in the add form's fields. */
const IMPORT_COLUMNS = [...importColumns(OPERATOR), ...importColumns(CERTIFICATE)];
const IMPORT_SHEET = '作业人员';
const labelOfKey = new Map(IMPORT_COLUMNS.map((c, i) => [c.key, { label: c.label, index: i }]));

/** Checked imports wait here for the user to save or cancel them; each is one user's. */
const heldImports = importHold<OperatorInput>();

/** A template row as the add form would send it. */
const operatorOfRow = (v: Record<string, string>) => ({
  id: '',
  name: v.name,
  sex: v.sex,
  idcard: v.idcard,
  mobile: v.mobile,
  areacode: v.areacode,
  address: v.address,
  remarks: v.remarks,
  attrefsysid: '',
  qualifications: [
    {
      id: '',
      certno: v.certno,
      workitem: v.workitem,
      issueorg: v.issueorg,
      issuedate: v.issuedate,
      validdate: v.validdate,
    },
  ],
});

/** A problem of a field of a row, under the column's label, with what the row holds there. */
function problemOf(row: SheetRow, field: string, message: string): CellProblem {
  const column = labelOfKey.get(field);
  return {
    field: column?.label ?? field,
    value: column ? row.shown[column.index] : '',
    // The schema words every message in Chinese; its own English one means a shape no cell can give.
    message: /\p{Script=Han}/u.test(message) ? message : `${column?.label ?? field}格式不正确`,
  };
}

/**
 * Checks every row of a template with the add call's own schema and rules (and against the rows
 * above it: one ID number and one certificate number once per file). Nothing is written.
 */
function checkRows(caller: Caller, rows: SheetRow[]) {
  const accepted: { row: number; shown: string[]; value: OperatorInput }[] = [];
  const refused: { row: number; shown: string[]; problems: CellProblem[] }[] = [];
  const idcards = new Map<string, number>();
  const certnos = new Map<string, number>();
  for (const row of rows) {
    const problems = [...row.problems];
    const parsed = operatorSchema.safeParse(operatorOfRow(row.values));
    if (!parsed.success) {
      const fieldsSeen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path.filter((p) => typeof p === 'string').at(-1) ?? '');
        // One message a field: a blank one is "请填写…", not also a format problem.
        if (fieldsSeen.has(field)) continue;
        fieldsSeen.add(field);
        problems.push(problemOf(row, field, issue.message));
      }
    } else {
      const input = parsed.data;
      const cert = input.qualifications![0];
      const rules = [...operatorProblems(caller, input), ...qualificationProblems(cert)];
      const sameId = idcards.get(input.idcard.toUpperCase());
      if (sameId) rules.push({ field: 'idcard', message: `与第${sameId}行的身份证号重复` });
      const sameCert = certnos.get(cert.certno);
      if (sameCert) rules.push({ field: 'certno', message: `与第${sameCert}行的证书编号重复` });
      problems.push(...rules.map((p) => problemOf(row, p.field, p.message)));
      if (!problems.length) {
        idcards.set(input.idcard.toUpperCase(), row.row);
        certnos.set(cert.certno, row.row);
        accepted.push({ row: row.row, shown: row.shown, value: input });
        continue;
      }
    }
    refused.push({ row: row.row, shown: row.shown, problems });
  }
  return { accepted, refused };
}

/** The certificates list (资格证书查询), with their holders' names. */
const certificateList = listSpec({
  records: ownCertificates,
  row: certificateRow,
  filters: (by) => [
    by.code('operatorId'),
    by.code('workitem'),
    by.text('certno'),
    by.dateRange('validdate'),
    by.text('name'),
    by.code('certState'),
  ],
});

/** The operator family: operators and their qualifications, per unit. */
export const operatorHandlers = [
  listEndpoint({
    ...operatorList,
    method: 'post',
    path: '*/a/stone/operator/list',
    access: ACCESS.workerQuery,
  }),

  listEndpoint({
    ...operatorList,
    method: 'post',
    path: '*/a/stone/operator/detailList',
    access: ACCESS.workerOverview,
    required: { workitem: '请选择作业项目' },
  }),

  endpoint({
    method: 'get',
    path: '*/a/stone/operator/importTemplate',
    access: ACCESS.workerQuery,
    run: async () =>
      workbookResponse(
        await templateWorkbook(IMPORT_SHEET, IMPORT_COLUMNS),
        '作业人员导入模板.xlsx',
        'operator_template.xlsx',
      ),
  }),

  endpoint({
    path: '*/a/stone/operator/import',
    access: ACCESS.workerQuery,
    body: readWorkbookUpload,
    run: async ({ caller, body: bytes }) => {
      const { accepted, refused } = checkRows(
        caller,
        await readTemplate(bytes, IMPORT_SHEET, IMPORT_COLUMNS),
      );
      return heldImports.checked(caller, IMPORT_COLUMNS, accepted, refused);
    },
  }),

  endpoint({
    path: '*/a/stone/operator/importSave',
    access: ACCESS.workerQuery,
    body: readImportId,
    run: ({ caller, body }) => {
      const rows = heldImports.take(caller, body.importId);
      if (!rows.length) refuse('没有可保存的数据行');
      // The store may have changed since the check: every row is checked again before any is written.
      for (const { row, value } of rows) {
        const [problem] = [
          ...operatorProblems(caller, value),
          ...qualificationProblems(value.qualifications![0]),
        ];
        if (problem) {
          const label = labelOfKey.get(problem.field)?.label ?? problem.field;
          refuse(`第${row}行${label}：${problem.message}。数据已变化，请重新导入`);
        }
      }
      rows.forEach(({ value }) => insertOperator(caller, value));
      return ok({ saved: rows.length }, `已导入${rows.length}名作业人员`);
    },
  }),

  endpoint({
    path: '*/a/stone/operator/importCancel',
    access: ACCESS.workerQuery,
    body: readImportId,
    run: ({ caller, body }) => {
      heldImports.drop(caller, body.importId);
      return ok(null, '已取消导入');
    },
  }),

  endpoint({
    method: 'get',
    path: '*/a/stone/operator/overview',
    access: ACCESS.workerOverview,
    run: ({ caller }) => {
      const own = ownCertificates.visibleTo(caller);
      const byWorkItem = WORK_ITEMS.map(({ value }) => {
        const certs = own.filter((c) => c.workitem === value);
        return {
          workitem: value,
          count: new Set(certs.map((c) => c.operatorId)).size,
          expiring: certs.filter((c) => certState(c.validdate) === 'expiring').length,
          expired: certs.filter((c) => certState(c.validdate) === 'expired').length,
        };
      });
      return ok({
        operatorCount: ownOperators.visibleTo(caller).length,
        certCount: own.length,
        expiring: own.filter((c) => certState(c.validdate) === 'expiring').length,
        expired: own.filter((c) => certState(c.validdate) === 'expired').length,
        byWorkItem,
        asOf: today(),
      });
    },
  }),

  recordEndpoint({
    path: '*/a/stone/operator/get',
    access: ACCESS.workerQuery,
    records: ownOperators,
    view: (found) => ({ ...found, qualifications: certsOf(found.id).map(certificateRow) }),
  }),

  endpoint({
    path: '*/a/stone/operator/add',
    access: ACCESS.workerQuery,
    body: readOperator,
    run: ({ caller, body: input }) => ok(insertOperator(caller, input), '保存成功'),
  }),

  endpoint({
    path: '*/a/stone/operator/update',
    access: ACCESS.workerQuery,
    body: readOperator,
    record: { of: ownOperators },
    run: ({ caller, body: input, record: found }) => {
      const operatorFields = checkOperator(caller, input, found.id);
      if (input.qualifications) {
        const certs = checkCertificates(caller, input.qualifications, found.id);
        syncCertificates(caller, found.id, certs);
      }
      return ok(operators.update(found.id, { ...operatorFields, updateDate: stamp() }), '保存成功');
    },
  }),

  endpoint({
    path: '*/a/stone/operator/del',
    access: ACCESS.workerQuery,
    body: formBody(bodySchema({ ids: fields.text('作业人员', 64 * 500), id: fields.id('作业人员') })),
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

  listEndpoint({
    ...certificateList,
    method: 'post',
    path: '*/a/stone/operator/qualification/list',
    access: ACCESS.workerCertificate,
  }),

  endpoint({
    path: '*/a/stone/operator/qualification/add',
    access: ACCESS.workerQuery,
    body: readNewQualification,
    record: { of: ownOperators, id: (input) => input.operatorId },
    run: ({ caller, body: { operatorId: _owner, ...input }, record: owner }) => {
      const checked = checkQualification(input);
      const record = qualifications.insert({
        id: newId('q'),
        operatorId: owner.id,
        unitId: caller.user.unitId,
        ...checked,
      });
      return ok(record, '保存成功');
    },
  }),

  endpoint({
    path: '*/a/stone/operator/qualification/update',
    access: ACCESS.workerQuery,
    body: readQualification,
    record: { of: ownCertificates },
    run: ({ body: input, record: found }) =>
      ok(qualifications.update(found.id, checkQualification(input, found.id)), '保存成功'),
  }),

  endpoint({
    path: '*/a/stone/operator/qualification/del',
    access: ACCESS.workerQuery,
    body: formBody(bodySchema({ id: fields.id('证书') })),
    record: { of: ownCertificates },
    run: ({ record: found }) => {
      qualifications.remove(found.id);
      return ok(null, '删除成功');
    },
  }),
];
