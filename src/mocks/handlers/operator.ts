import { HttpResponse } from 'msw';
import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { labelOf } from '@/domain/dict';
import { CERT_STATES, SEXES, WORK_ITEMS, certState } from '@/domain/workers';
import { isCitizenId, isMobile } from '@/utils/validators';
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
  selectRows,
} from '../endpoints';
import { ok, paginate, refuse, type Caller } from '../respond';

const today = () => new Date().toISOString().slice(0, 10);

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

/** The most certificates one operator holds (one per work item is the rule; a few re-issues beside). */
const MAX_CERTIFICATES = 20;

/** A certificate as the form sends it (worker/declarations.tsx): the id only for a stored one. */
const qualificationFields = {
  id: fields.id('证书'),
  certno: fields.required('证书编号', 40),
  workitem: fields.code('作业项目', WORK_ITEMS),
  issueorg: fields.required('发证机关', 100),
  issuedate: fields.date('发证日期'),
  validdate: fields.date('有效期至'),
};
const qualificationSchema = bodySchema(qualificationFields);
type QualificationInput = z.output<typeof qualificationSchema>;
const readQualification = jsonBody(qualificationSchema);
const readNewQualification = jsonBody(
  bodySchema({ ...qualificationFields, operatorId: fields.id('作业人员') }),
);

/** An operator as the form sends it, with its certificates. */
const operatorSchema = bodySchema({
  id: fields.id('作业人员'),
  name: fields.required('姓名', 20),
  sex: fields.code('性别', SEXES, '请选择性别'),
  idcard: fields.format('身份证号', (v) => isCitizenId(v.toUpperCase()), '请输入有效的身份证号'),
  mobile: fields.format('手机号码', isMobile, '请输入有效的手机号码'),
  areacode: fields.optionalCode('所在区域', NINGBO_DISTRICTS),
  address: fields.text('详细地址', 100),
  remarks: fields.text('备注', 500),
  attrefsysid: fields.id('证书扫描件'),
  qualifications: fields.rows('资格证书', qualificationSchema, MAX_CERTIFICATES),
});
type OperatorInput = z.output<typeof operatorSchema>;
const readOperator = jsonBody(operatorSchema);

/** Checks a certificate's own rules; certificate numbers are unique across all units. */
function checkQualification(input: QualificationInput, ownId?: string) {
  if (input.validdate <= input.issuedate) refuse('有效期至必须晚于发证日期');
  if (qualifications.findBy((q) => q.certno === input.certno && q.id !== ownId)) refuse('证书编号已存在');
  const { id: _id, ...fields } = input;
  return fields;
}

function checkOperator(caller: Caller, input: OperatorInput, ownId?: string) {
  const idcard = input.idcard.toUpperCase();
  const duplicate = operators.findBy(
    (o) => o.unitId === caller.user.unitId && o.idcard === idcard && o.id !== ownId,
  );
  if (duplicate) refuse(`身份证号已登记为本单位作业人员（${duplicate.name}）`);
  return {
    name: input.name,
    sex: input.sex,
    idcard,
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

const stamp = () => new Date().toISOString().slice(0, 10);

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

const CSV_COLUMNS: [string, (row: ReturnType<typeof operatorRow>) => string][] = [
  ['姓名', (r) => r.name],
  ['性别', (r) => labelOf(SEXES, r.sex)],
  ['身份证号', (r) => r.idcard],
  ['手机号码', (r) => r.mobile],
  ['所在区域', (r) => labelOf(NINGBO_DISTRICTS, r.areacode)],
  [
    '作业项目',
    (r) =>
      r.workitems
        .split(',')
        .filter(Boolean)
        .map((w) => labelOf(WORK_ITEMS, w))
        .join('、'),
  ],
  ['最近有效期至', (r) => r.nearestValid],
  ['证书状态', (r) => labelOf(CERT_STATES, r.certState)],
];
const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

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
    path: '*/a/stone/operator/export',
    access: ACCESS.workerQuery,
    run: ({ caller, body: query }) => {
      const rows = paginate(selectRows(operatorList, caller, query), {
        ...query,
        pageNo: '1',
        pageSize: '500',
      }).list;
      const lines = [
        CSV_COLUMNS.map(([title]) => title).join(','),
        ...rows.map((row) => CSV_COLUMNS.map(([, cell]) => csvCell(cell(row))).join(',')),
      ];
      // A BOM so Excel reads the Chinese text as UTF-8.
      return new HttpResponse(`\uFEFF${lines.join('\r\n')}`, {
        headers: {
          'Content-Type': 'text/csv;charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('作业人员.csv')}`,
        },
      });
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
    run: ({ caller, body: input }) => {
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
      return ok(record, '保存成功');
    },
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
