import { http, HttpResponse } from 'msw';
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
import { callerOf, handle, ok, paginate, readBody, refuse, type Caller } from '../respond';

type Query = Record<string, string>;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);

/** The caller must be an enterprise role with the worker menus. */
function workerCaller(request: Request, access: string = ACCESS.workerQuery): Caller {
  const caller = callerOf(request);
  requireAccessOf(caller, access);
  return caller;
}
function requireAccessOf(caller: Caller, access: string) {
  if (!caller.role.menuIdList.includes(access)) refuse('当前角色无权进行此操作');
}

/** Query string and form/JSON body merged: list calls accept either. */
async function queryOf(request: Request): Promise<Query> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (request.method === 'GET') return query;
  return { ...query, ...(await readBody(request)) };
}

const certsOf = (operatorId: string) => qualifications.filter((q) => q.operatorId === operatorId);

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

function certificateRow(q: QualificationRecord) {
  const o = operators.find(q.operatorId);
  return {
    ...q,
    name: o?.name ?? '',
    idcard: o?.idcard ?? '',
    mobile: o?.mobile ?? '',
    certState: certState(q.validdate),
  };
}

const contains = (value: string, needle?: string) => !needle || value.includes(needle.trim());
const within = (date: string, start?: string, end?: string) =>
  (!start || date >= start) && (!end || date <= end);

function filterOperators(caller: Caller, q: Query) {
  return operators
    .filter((o) => o.unitId === caller.user.unitId)
    .filter(
      (o) =>
        contains(o.name, q.name) &&
        contains(o.idcard, q.idcard) &&
        contains(o.mobile, q.mobile) &&
        (!q.areacode || o.areacode === q.areacode) &&
        within(o.createDate, q.createDateStart, q.createDateEnd),
    )
    .map(operatorRow)
    .filter((row) => {
      const certs = certsOf(row.id);
      if (q.workitem && !certs.some((c) => c.workitem === q.workitem)) return false;
      if (q.certno && !certs.some((c) => c.certno.includes(q.certno.trim()))) return false;
      if (q.certState && !certs.some((c) => certState(c.validdate) === q.certState)) return false;
      return true;
    });
}

function filterCertificates(caller: Caller, q: Query) {
  return qualifications
    .filter((c) => c.unitId === caller.user.unitId)
    .filter(
      (c) =>
        (!q.operatorId || c.operatorId === q.operatorId) &&
        (!q.workitem || c.workitem === q.workitem) &&
        contains(c.certno, q.certno) &&
        within(c.validdate, q.validdateStart, q.validdateEnd),
    )
    .map(certificateRow)
    .filter((row) => contains(row.name, q.name) && (!q.certState || row.certState === q.certState));
}

/** An operator of the caller's unit, or a refusal. */
function ownOperator(caller: Caller, id: string | undefined): OperatorRecord {
  const found = id ? operators.find(id) : undefined;
  if (!found || found.unitId !== caller.user.unitId) return refuse('作业人员不存在或已删除');
  return found;
}

interface QualificationInput {
  id?: string;
  certno?: string;
  workitem?: string;
  issueorg?: string;
  issuedate?: string;
  validdate?: string;
}

/** Validates a certificate; certificate numbers are unique across all units. */
function checkQualification(input: QualificationInput, ownId?: string): Omit<QualificationInput, 'id'> {
  const certno = (input.certno ?? '').trim();
  if (!certno) refuse('请填写证书编号');
  if (certno.length > 40) refuse('证书编号不能超过40个字符');
  if (!WORK_ITEMS.some((w) => w.value === input.workitem)) refuse('请选择有效的作业项目');
  if (!(input.issueorg ?? '').trim()) refuse('请填写发证机关');
  if (!DATE.test(input.issuedate ?? '')) refuse('请填写发证日期');
  if (!DATE.test(input.validdate ?? '')) refuse('请填写有效期至');
  if ((input.validdate ?? '') <= (input.issuedate ?? '')) refuse('有效期至必须晚于发证日期');
  if (qualifications.findBy((q) => q.certno === certno && q.id !== ownId)) refuse('证书编号已存在');
  return {
    certno,
    workitem: input.workitem,
    issueorg: input.issueorg!.trim(),
    issuedate: input.issuedate,
    validdate: input.validdate,
  };
}

interface OperatorInput extends Partial<Omit<OperatorRecord, 'id' | 'unitId'>> {
  id?: string;
  qualifications?: QualificationInput[];
}

function checkOperator(caller: Caller, input: OperatorInput, ownId?: string) {
  const name = (input.name ?? '').trim();
  if (!name) refuse('请填写姓名');
  if (name.length > 20) refuse('姓名不能超过20个字符');
  if (!SEXES.some((s) => s.value === input.sex)) refuse('请选择性别');
  const idcard = (input.idcard ?? '').trim().toUpperCase();
  if (!isCitizenId(idcard)) refuse('请输入有效的身份证号');
  if (!isMobile(input.mobile ?? '')) refuse('请输入有效的手机号码');
  if (input.areacode && !NINGBO_DISTRICTS.some((d) => d.value === input.areacode))
    refuse('请选择有效的所在区域');
  const duplicate = operators.findBy(
    (o) => o.unitId === caller.user.unitId && o.idcard === idcard && o.id !== ownId,
  );
  if (duplicate) refuse(`身份证号已登记为本单位作业人员（${duplicate.name}）`);
  return {
    name,
    sex: input.sex!,
    idcard,
    mobile: input.mobile!,
    areacode: input.areacode ?? '',
    address: (input.address ?? '').trim(),
    remarks: (input.remarks ?? '').trim(),
  };
}

/** Certificates sent with an operator: checked together (also against each other) before any write. */
function checkCertificates(list: QualificationInput[]) {
  const seen = new Set<string>();
  return list.map((input) => {
    const checked = checkQualification(input, input.id);
    if (seen.has(checked.certno!)) refuse('证书编号已存在');
    seen.add(checked.certno!);
    return { id: input.id, ...checked };
  });
}

async function readJson<T>(request: Request): Promise<T> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return ((await request.json().catch(() => ({}))) ?? {}) as T;
  return (await readBody(request)) as T;
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
    else
      qualifications.insert({
        id: newId('q'),
        operatorId,
        unitId: caller.user.unitId,
        ...(fields as Required<typeof fields>),
      });
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

/** The operator family: operators and their qualifications, per unit. */
export const operatorHandlers = [
  http.post(
    '*/a/stone/operator/list',
    handle(async ({ request }) => {
      const caller = workerCaller(request);
      const q = await queryOf(request);
      return ok(paginate(filterOperators(caller, q), q));
    }),
  ),

  http.post(
    '*/a/stone/operator/detailList',
    handle(async ({ request }) => {
      const caller = workerCaller(request, ACCESS.workerOverview);
      const q = await queryOf(request);
      if (!q.workitem) refuse('请选择作业项目');
      return ok(paginate(filterOperators(caller, q), q));
    }),
  ),

  http.get(
    '*/a/stone/operator/export',
    handle(async ({ request }) => {
      const caller = workerCaller(request);
      const q = await queryOf(request);
      const rows = paginate(filterOperators(caller, q), { ...q, pageNo: '1', pageSize: '500' }).list;
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
    }),
  ),

  http.get(
    '*/a/stone/operator/overview',
    handle(({ request }) => {
      const caller = workerCaller(request, ACCESS.workerOverview);
      const own = qualifications.filter((c) => c.unitId === caller.user.unitId);
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
        operatorCount: operators.filter((o) => o.unitId === caller.user.unitId).length,
        certCount: own.length,
        expiring: own.filter((c) => certState(c.validdate) === 'expiring').length,
        expired: own.filter((c) => certState(c.validdate) === 'expired').length,
        byWorkItem,
        asOf: today(),
      });
    }),
  ),

  http.get(
    '*/a/stone/operator/get',
    handle(({ request }) => {
      const caller = workerCaller(request);
      const found = ownOperator(caller, new URL(request.url).searchParams.get('id') ?? undefined);
      return ok({ ...found, qualifications: certsOf(found.id).map(certificateRow) });
    }),
  ),

  http.post(
    '*/a/stone/operator/add',
    handle(async ({ request }) => {
      const caller = workerCaller(request);
      const input = await readJson<OperatorInput>(request);
      const fields = checkOperator(caller, input);
      const certs = checkCertificates(input.qualifications ?? []);
      const id = newId('op');
      const record = operators.insert({
        id,
        unitId: caller.user.unitId,
        ...fields,
        attrefsysid: (input.attrefsysid ?? '').trim() || id,
        createDate: stamp(),
        updateDate: stamp(),
      });
      syncCertificates(caller, id, certs);
      return ok(record, '保存成功');
    }),
  ),

  http.post(
    '*/a/stone/operator/update',
    handle(async ({ request }) => {
      const caller = workerCaller(request);
      const input = await readJson<OperatorInput>(request);
      const found = ownOperator(caller, input.id);
      const fields = checkOperator(caller, input, found.id);
      if (input.qualifications) {
        const certs = checkCertificates(input.qualifications);
        syncCertificates(caller, found.id, certs);
      }
      return ok(operators.update(found.id, { ...fields, updateDate: stamp() }), '保存成功');
    }),
  ),

  http.post(
    '*/a/stone/operator/del',
    handle(async ({ request }) => {
      const caller = workerCaller(request);
      const body = await readBody(request);
      const ids = (body.ids ?? body.id ?? '').split(',').filter(Boolean);
      if (!ids.length) refuse('请选择要删除的作业人员');
      const found = ids.map((id) => ownOperator(caller, id));
      for (const o of found) {
        certsOf(o.id).forEach((c) => qualifications.remove(c.id));
        attachments
          .filter((a) => a.attrefsysid === o.attrefsysid && a.unitId === caller.user.unitId)
          .forEach((a) => attachments.remove(a.id));
        operators.remove(o.id);
      }
      return ok(null, `已删除${found.length}名作业人员`);
    }),
  ),

  http.post(
    '*/a/stone/operator/qualification/list',
    handle(async ({ request }) => {
      const caller = workerCaller(request, ACCESS.workerCertificate);
      const q = await queryOf(request);
      return ok(paginate(filterCertificates(caller, q), q));
    }),
  ),

  http.post(
    '*/a/stone/operator/qualification/add',
    handle(async ({ request }) => {
      const caller = workerCaller(request);
      const input = await readJson<QualificationInput & { operatorId?: string }>(request);
      const owner = ownOperator(caller, input.operatorId);
      const fields = checkQualification(input) as Required<Omit<QualificationInput, 'id'>>;
      const record = qualifications.insert({
        id: newId('q'),
        operatorId: owner.id,
        unitId: caller.user.unitId,
        ...fields,
      });
      return ok(record, '保存成功');
    }),
  ),

  http.post(
    '*/a/stone/operator/qualification/update',
    handle(async ({ request }) => {
      const caller = workerCaller(request);
      const input = await readJson<QualificationInput>(request);
      const found = input.id ? qualifications.find(input.id) : undefined;
      if (!found || found.unitId !== caller.user.unitId) return refuse('证书不存在或已删除');
      return ok(qualifications.update(found.id, checkQualification(input, found.id)), '保存成功');
    }),
  ),

  http.post(
    '*/a/stone/operator/qualification/del',
    handle(async ({ request }) => {
      const caller = workerCaller(request);
      const body = await readBody(request);
      const found = body.id ? qualifications.find(body.id) : undefined;
      if (!found || found.unitId !== caller.user.unitId) return refuse('证书不存在或已删除');
      qualifications.remove(found.id);
      return ok(null, '删除成功');
    }),
  ),
];
