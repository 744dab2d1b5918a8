import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import type { TechnicalValues } from '@/domain/equipmentKinds';
import { byId, call, code, date, importCalls, text } from '../wire';

/**
 * The eqm family: the unit's equipment, its lists, its file, change requests, pipeline segments, and
 * the equipment workbooks. Fields carry codes, never labels. Dates are yyyy-MM-dd, '' when not known.
 */

/** What every list of equipment filters by (form or query string, besides paging). */
export const equipmentFilters = z.object({
  equclacode: code('EQUIPMENT_CATEGORIES').optional().describe('category'),
  equsortcode: code('EQUIPMENT_CATEGORIES')
    .optional()
    .describe('any code of the tree: a type matches its varieties'),
  equcode: text.optional(),
  equregcode: text.optional(),
  usecercode: text.optional(),
  equname: text.optional(),
  address: text.optional().describe('contains'),
  areacode: text.optional(),
  usestatus: code('USE_STATES').optional(),
  maintainunit: text.optional().describe('contains'),
  nextinsdateStart: date.optional(),
  nextinsdateEnd: date.optional(),
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

const equipmentList = (
  path: string,
  summary: string,
  access:
    typeof ACCESS.equipmentQuery | readonly (typeof ACCESS)[keyof typeof ACCESS][] = ACCESS.equipmentQuery,
) =>
  call({
    method: 'POST',
    path,
    summary,
    access,
    reads: true,
    paged: true,
    carrier: 'form',
    request: equipmentFilters,
    response: equipmentRow,
  });

const EQM = '/a/stone/eqm';
const PROPERTY = '/api/eqmProperty/{kind}';
const kindParam = z.object({
  kind: z
    .enum([
      'boiler',
      'pressureVessel',
      'elevator',
      'hoistingMachinery',
      'fieldMotorVehicles',
      'majorAmusementFacilities',
      'pressurePiping',
      'pressurePipeline',
      'passengerRopeway',
    ])
    .describe('the equipment kind'),
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
  ),
  detectExtendedList: equipmentList(
    `${EQM}/detectExtendedList`,
    'equipment whose periodic inspection is postponed',
  ),
  loadTestList: equipmentList(`${EQM}/loadTestList`, 'cranes and elevators with their next load test'),
  pressurePipingList: equipmentList(`${EQM}/pressurePipingList`, "the unit's pressure piping (8000)", [
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
    request: z.object({ pipelineId: text.optional(), segno: text.optional(), segname: text.optional() }),
    response: pipelineSegmentRow,
  }),
  getDetailBy: call({
    method: 'GET',
    path: `${EQM}/getDetailBy`,
    summary: 'the equipment file: the record, its histories, attachments group and change requests',
    access: ACCESS.equipmentQuery,
    reads: true,
    request: z.object({
      equdatasysid: text,
      equclacode: code('EQUIPMENT_CATEGORIES').describe("the record's own"),
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
    request: byId,
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
    request: equipment,
    response: equipmentRow,
  }),
  changeEqm: call({
    method: 'POST',
    path: `${EQM}/changeEqm`,
    summary: 'requests a change of the equipment `id` to these values; the authority approves it',
    access: ACCESS.equipmentQuery,
    reads: false,
    carrier: 'json',
    request: equipment,
    response: equipmentChange,
  }),
  withdrawChange: call({
    method: 'POST',
    path: `${EQM}/withdrawChange`,
    summary: 'the unit withdraws its pending change request',
    access: ACCESS.equipmentQuery,
    reads: false,
    carrier: 'form',
    request: byId,
    response: equipmentChange,
  }),
  auditChange: call({
    method: 'POST',
    path: `${EQM}/auditChange`,
    summary: "the authority's audit: pass 1 applies the change, 0 returns it",
    access: ACCESS.accountCheck,
    reads: false,
    carrier: 'form',
    request: z.object({ id: text, pass: z.enum(['1', '0']), opinion: text }),
    response: equipmentChange,
  }),
  savePipeline: call({
    method: 'POST',
    path: `${EQM}/savePipeline`,
    summary: 'adds a segment, or saves the segment `id`',
    access: ACCESS.equipmentPipeline,
    reads: false,
    carrier: 'json',
    request: pipelineSegment,
    response: pipelineSegmentRow,
  }),
  deletePipeline: call({
    method: 'POST',
    path: `${EQM}/deletePipeline`,
    summary: 'deletes a segment',
    access: ACCESS.equipmentPipeline,
    reads: false,
    carrier: 'form',
    request: byId,
  }),
  expListExcel: call({
    method: 'GET',
    path: `${EQM}/expListExcel`,
    summary:
      'an equipment list (named by its route) under its filters as a workbook `<list title>_<yyyyMMdd>.xlsx`',
    access: ACCESS.equipmentQuery,
    reads: true,
    request: equipmentFilters.extend({
      list: text.describe('the list page by route name: equipment_query_comprehensive...'),
    }),
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
