import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { USE_CERTIFICATE_ABBREVIATIONS, conclusionsOf } from '@/domain/equipment';
import { EQUIPMENT_KIND_KEYS } from '@/domain/equipmentKindTitles';
import {
  TECHNICAL_PARAMETER_NAMES,
  kindOfVariety,
  type TechnicalParameterName,
  type TechnicalValues,
} from '@/domain/equipmentKinds';
import {
  deviceCodeProblem,
  registrationCertificateProblem,
  registrationCodeProblem,
} from '@/utils/validators';
import { beijingDay } from '@/utils/beijingTime';
import { EQUIPMENT, PIPELINE_SEGMENT, parameterIssues } from '../records/equipment';
import { bodySchema, fields, recordSchema, recordShape } from '../schema';
import { type ListFilter, call, code, date, exportedIds, importCalls, pagedList, text } from '../wire';

/**
 * The eqm family: the unit's equipment, its lists, its file, change requests, pipeline segments, and
 * the equipment workbooks. Fields carry codes, never labels. Dates are yyyy-MM-dd, '' when not known.
 */

/** What every list of equipment filters by (form or query string, besides paging). */
const equipmentFilters = {
  equclacode: 'code',
  equcode: 'text',
  equregcode: 'text',
  usecercode: 'text',
  equname: 'text',
  areacode: 'code',
  address: 'text',
  usestatus: 'code',
  nextinsdate: 'dateRange',
  maintainunit: 'text',
} as const satisfies Record<string, ListFilter>;

/** What an equipment list takes beside its filters: the variety's tree, the inspection state's window. */
const equipmentListParams = z.object({
  equsortcode: code('EQUIPMENT_CATEGORIES')
    .optional()
    .describe('any code of the tree: a type matches its varieties'),
  inspState: z.enum(['overdue', 'dueSoon', 'unqualified']).optional().describe('of equipment in use'),
  withinDays: z
    .number()
    .int()
    .min(0)
    .max(366)
    .optional()
    .describe('the window of dueSoon and self-detection, default 30'),
});

/** The equipment's own fields (its technical parameters, by kind, sit beside them: TechnicalValues). */
export const equipment = z.object({
  id: text.optional().describe('equdatasysid'),
  equcode: text.describe('设备代码, 18 digits'),
  equregcode: text.describe("注册代码, 20 digits; '' until registered"),
  usecercode: text.describe("使用登记证编号; '' until registered"),
  equclacode: code('EQUIPMENT_CATEGORIES'),
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  equname: text,
  regstatus: code('REGISTRATION_STATES').optional(),
  usestatus: code('USE_STATES'),
  innercode: text,
  areacode: text,
  address: text,
  safeman: text,
  safemobile: text,
  maintainunit: text,
  usedate: date,
  equmodel: text,
  factorycode: text,
  makeunit: text,
  makedate: date,
  installunit: text,
  lastinsdate: date,
  inspconclusion: text,
  nextinsdate: date,
  lastinnerinsdate: date.optional(),
  innerconclusion: text.optional(),
  nextinnerinsdate: date.optional(),
  nextdetectdate: date.optional(),
  delaydate: date.optional(),
  delayreason: text.optional(),
  lastloadtestdate: date.optional(),
  nextloadtestdate: date.optional(),
  createDate: text.optional(),
  updateDate: text.optional(),
});
export type Equipment = z.infer<typeof equipment> & TechnicalValues;

export const equipmentRow = equipment.extend({ id: text });
export type EquipmentRow = Equipment & { id: string };

export const inspectionHistoryRow = z.object({
  id: text,
  inspdate: date,
  insptype: text,
  conclusion: text,
  reportno: text,
  inspunit: text,
  nextdate: date,
});
export type InspectionHistoryRow = z.infer<typeof inspectionHistoryRow>;

export const registrationHistoryRow = z.object({
  id: text,
  regdate: date,
  regkind: code('REGISTRATION_KINDS'),
  usecercode: text,
  regauthority: text,
});
export type RegistrationHistoryRow = z.infer<typeof registrationHistoryRow>;

export const equipmentChange = z.object({
  id: text,
  equipmentId: text,
  applyNo: text,
  changedFields: text.describe('names of the changed fields, comma-separated'),
  before: z.record(z.string(), z.string()),
  after: z.record(z.string(), z.string()),
  status: code('EQUIPMENT_CHANGE_STATUSES'),
  applicant: text,
  applyTime: text,
  auditor: text,
  auditOpinion: text,
  auditTime: text,
});
export type EquipmentChange = Omit<z.infer<typeof equipmentChange>, 'before' | 'after'> & {
  before: Partial<Record<string, string>>;
  after: Partial<Record<string, string>>;
};

export const equipmentFile = equipmentRow.extend({
  attrefsysid: text,
  inspections: z.array(inspectionHistoryRow).describe('newest first'),
  registrations: z.array(registrationHistoryRow),
  changes: z.array(equipmentChange),
  pendingChange: equipmentChange.nullable().describe('the request waiting for the authority, if any'),
});
export type EquipmentFile = EquipmentRow & {
  attrefsysid: string;
  inspections: InspectionHistoryRow[];
  registrations: RegistrationHistoryRow[];
  changes: EquipmentChange[];
  pendingChange: EquipmentChange | null;
};

export const pipelineSegment = z.object({
  id: text.optional(),
  pipelineId: text.describe("the id of the unit's pressure-piping equipment (8000)"),
  segno: text,
  segname: text,
  startpoint: text,
  endpoint: text,
  nominaldiameter: text,
  pipelength: text,
  designpressure: text,
  medium: text,
  pipelevel: text,
  laymode: code('LAYING_MODES'),
});
export type PipelineSegment = z.infer<typeof pipelineSegment>;

export const pipelineSegmentRow = pipelineSegment.extend({
  id: text,
  pipelineName: text,
  equcode: text,
  equregcode: text,
  updateDate: text,
});
export type PipelineSegmentRow = z.infer<typeof pipelineSegmentRow>;

/** Technical parameters as the schema reads them: each optional text; the kind decides the rest. */
const technicalFields = Object.fromEntries(
  TECHNICAL_PARAMETER_NAMES.map((name) => [name, fields.text('技术参数', 50)]),
) as Record<TechnicalParameterName, ReturnType<typeof fields.text>>;

/**
 * Equipment as the add form sends it (and changeEqm): common fields, the category's technical
 * parameters, codes checked by format and against the category and variety. Each refusal names its
 * field (path): an import row shows it under the column it is about.
 */
export const equipmentInput = bodySchema({
  id: fields.id('设备'),
  ...recordShape(EQUIPMENT),
  ...technicalFields,
}).superRefine((body, context) => {
  const problem = (field: string, message: string) =>
    context.addIssue({ code: 'custom', message, path: [field] });
  const kind = kindOfVariety(body.equsortcode);
  if (!kind || kind.equclacode !== body.equclacode)
    return problem('equsortcode', '请选择所选类别下的设备品种');
  const today = beijingDay();
  const deviceCode = deviceCodeProblem(body.equcode, body.equclacode, body.equsortcode);
  if (deviceCode) return problem('equcode', deviceCode);
  const registrationCode =
    body.equregcode && registrationCodeProblem(body.equregcode, body.equclacode, body.equsortcode);
  if (registrationCode) return problem('equregcode', registrationCode);
  const certificate =
    body.usecercode &&
    registrationCertificateProblem(body.usecercode, USE_CERTIFICATE_ABBREVIATIONS[body.equclacode]);
  if (certificate) return problem('usecercode', certificate);
  if (body.usecercode && !body.equregcode) return problem('equregcode', '填写使用登记证编号时须填写注册代码');
  const [parameters] = parameterIssues(kind, body);
  if (parameters) return problem(parameters.name, parameters.message);
  if (body.makedate > today) return problem('makedate', '制造日期不能晚于今天');
  if (body.makedate && body.usedate && body.usedate < body.makedate)
    return problem('usedate', '投入使用日期不能早于制造日期');
  if (body.lastinsdate > today) return problem('lastinsdate', '上次检验日期不能晚于今天');
  if (body.lastinsdate && body.nextinsdate && body.nextinsdate <= body.lastinsdate) {
    return problem('nextinsdate', '下次检验日期须晚于上次检验日期');
  }
  if (body.inspconclusion && !conclusionsOf(body.equclacode).some((c) => c.value === body.inspconclusion)) {
    return problem('inspconclusion', '检验结论与设备类别不符');
  }
});
export type EquipmentInput = z.output<typeof equipmentInput>;

/** A body naming a change request. */
const changeId = bodySchema({ id: fields.id('变更申请') });
/** A body naming a segment. */
const segmentId = bodySchema({ id: fields.id('管段') });

/** A list of the unit's equipment: the shared filters and parameters, and a list's own filters. */
const equipmentList = (
  path: string,
  summary: string,
  more: Readonly<Record<string, ListFilter>> = {},
  access:
    typeof ACCESS.equipmentQuery | readonly (typeof ACCESS)[keyof typeof ACCESS][] = ACCESS.equipmentQuery,
) => ({
  ...pagedList(path, summary, access, equipmentRow, { ...equipmentFilters, ...more }),
  request: equipmentListParams,
});

const EQM = '/a/stone/eqm';
const PROPERTY = '/api/eqmProperty/{kind}';
const kindParam = z.object({
  kind: z.enum(EQUIPMENT_KIND_KEYS, { error: '设备种类无效' }).describe('the equipment kind'),
});
const equipmentImport = importCalls(EQM, ACCESS.equipmentAdd, {
  check: "checks a filled template row by row with addEqm's rules; saves nothing",
  save: 'saves every accepted row of a check, or none (message 已导入N台设备)',
});
const propertyImport = importCalls(
  PROPERTY,
  ACCESS.equipmentQuery,
  {
    check: "checks a kind's parameters workbook; saves nothing",
    save: 'writes the accepted parameters directly (not a change request)',
  },
  kindParam,
);

export const equipmentCalls = {
  list: equipmentList(`${EQM}/list`, "the unit's equipment (inspState and usestatus pick the state lists)"),
  detectDueList: equipmentList(
    `${EQM}/detectDueList`,
    'elevators whose self-detection is due within withinDays, or past',
    { nextdetectdate: 'dateRange' },
  ),
  detectExtendedList: equipmentList(
    `${EQM}/detectExtendedList`,
    'equipment whose periodic inspection is postponed',
    { delaydate: 'dateRange' },
  ),
  loadTestList: equipmentList(`${EQM}/loadTestList`, 'cranes and elevators with their next load test', {
    nextloadtestdate: 'dateRange',
  }),
  // The segment form picks its pipeline from this list.
  pressurePipingList: equipmentList(`${EQM}/pressurePipingList`, "the unit's pressure piping (8000)", {}, [
    ACCESS.equipmentQuery,
    ACCESS.equipmentPipeline,
  ]),
  pipelineList: call({
    method: 'POST',
    path: `${EQM}/pipelineList`,
    summary: "segments of the unit's pressure pipelines",
    access: ACCESS.equipmentPipeline,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: {
      pipelineId: 'code',
      pipelineName: 'text',
      equcode: 'text',
      segno: 'text',
      segname: 'text',
      pipelevel: 'code',
    },
    response: pipelineSegmentRow,
  }),
  getDetailBy: call({
    method: 'GET',
    path: `${EQM}/getDetailBy`,
    summary: 'the equipment file: the record, its histories, attachments group and change requests',
    access: ACCESS.equipmentQuery,
    reads: true,
    request: z.object({
      equdatasysid: fields.id('设备'),
      equclacode: code('EQUIPMENT_CATEGORIES').optional().describe("the record's own"),
    }),
    response: equipmentFile,
    sample: { from: { call: 'equipment.list', fields: { equdatasysid: 'id', equclacode: 'equclacode' } } },
  }),
  getPipeline: call({
    method: 'GET',
    path: `${EQM}/getPipeline`,
    summary: 'one pipeline segment',
    access: ACCESS.equipmentPipeline,
    reads: true,
    request: segmentId,
    response: pipelineSegmentRow,
    sample: { from: { call: 'equipment.pipelineList', fields: { id: 'id' } } },
  }),
  addEqm: call({
    method: 'POST',
    path: `${EQM}/addEqm`,
    summary: 'registers new equipment of the unit',
    access: ACCESS.equipmentAdd,
    reads: false,
    carrier: 'json',
    request: equipmentInput,
    response: equipmentRow,
  }),
  changeEqm: call({
    method: 'POST',
    path: `${EQM}/changeEqm`,
    summary: 'requests a change of the equipment `id` to these values; the authority approves it',
    access: ACCESS.equipmentQuery,
    reads: false,
    carrier: 'json',
    request: equipmentInput,
    response: equipmentChange,
  }),
  withdrawChange: call({
    method: 'POST',
    path: `${EQM}/withdrawChange`,
    summary: 'the unit withdraws its pending change request',
    access: ACCESS.equipmentQuery,
    reads: false,
    carrier: 'form',
    request: changeId,
    response: equipmentChange,
  }),
  auditChange: call({
    method: 'POST',
    path: `${EQM}/auditChange`,
    summary: "the authority's audit: pass 1 applies the change, 0 returns it",
    access: ACCESS.accountCheck,
    reads: false,
    carrier: 'form',
    request: bodySchema({
      id: fields.id('变更申请'),
      pass: fields.code('审核结果', [{ value: '1' }, { value: '0' }]),
      opinion: fields.text('审核意见', 500),
    }),
    response: equipmentChange,
  }),
  savePipeline: call({
    method: 'POST',
    path: `${EQM}/savePipeline`,
    summary: 'adds a segment, or saves the segment `id`',
    access: ACCESS.equipmentPipeline,
    reads: false,
    carrier: 'json',
    request: recordSchema(PIPELINE_SEGMENT, { id: fields.id('管段') }),
    response: pipelineSegmentRow,
  }),
  deletePipeline: call({
    method: 'POST',
    path: `${EQM}/deletePipeline`,
    summary: 'deletes a segment',
    access: ACCESS.equipmentPipeline,
    reads: false,
    carrier: 'form',
    request: segmentId,
  }),
  expListExcel: call({
    method: 'GET',
    path: `${EQM}/expListExcel`,
    summary:
      'an equipment list (named by its route) under its filters, or only its ids, as a workbook `<list title>_<yyyyMMdd>.xlsx`',
    access: ACCESS.equipmentQuery,
    reads: true,
    request: equipmentListParams.extend({
      list: text.describe('the list page by route name: equipment_query_comprehensive...'),
      ids: exportedIds,
    }),
    filters: {
      ...equipmentFilters,
      nextdetectdate: 'dateRange',
      delaydate: 'dateRange',
      nextloadtestdate: 'dateRange',
    },
    file: 'xlsx',
    sample: { params: { list: 'equipment_query_comprehensive' } },
  }),
  importTemplate: call({
    method: 'GET',
    path: `${EQM}/importTemplate`,
    summary: "设备导入模板.xlsx: the add form's fields and every kind's technical parameters",
    access: ACCESS.equipmentAdd,
    reads: true,
    file: 'xlsx',
  }),
  import: equipmentImport.check,
  importSave: equipmentImport.save,
  importCancel: equipmentImport.cancel,
  propertyExport: call({
    method: 'GET',
    path: `${PROPERTY}/export`,
    summary: "the unit's equipment of a kind with its technical parameters (also the import's template)",
    access: ACCESS.equipmentQuery,
    reads: true,
    request: kindParam,
    file: 'xlsx',
    sample: { params: { kind: 'elevator' } },
  }),
  propertyImport: propertyImport.check,
  propertyImportSave: propertyImport.save,
  propertyImportCancel: propertyImport.cancel,
};
