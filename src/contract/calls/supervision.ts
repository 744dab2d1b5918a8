import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { COMPLIANCE_DECLARATION } from '../records/supervision';
import { fields, recordSchema } from '../schema';
import { call, code, date, pagedList, recordById, text } from '../wire';

/**
 * The maintenance unit's elevators (use marks, compliance declarations, rescues and faults) and the
 * manufacturer's supervision inspections (zzjj).
 */

export const useMark = z.object({
  id: text.describe("the maintained elevator's id (of the maintenance contract)"),
  equcode: text,
  equregcode: text,
  usecercode: text,
  innercode: text,
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  useUnit: text,
  areacode: text,
  address: text,
  maintainUnit: text,
  maintainPhone: text,
  inspectionBody: text,
  nextinsdate: date,
  rescuePhone: text,
  recordUrl: text.describe('the public record the QR code opens'),
});
export type UseMark = z.infer<typeof useMark>;

export const complianceDeclaration = z.object({
  id: text,
  onlinelsh: text.describe('在线申请流水号: the inspection request it is attached to'),
  equclacode: code('EQUIPMENT_CATEGORIES'),
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  equcode: text,
  equregcode: text,
  useUnit: text,
  address: text,
  applyDate: date,
  selfCheckDate: date,
  selfCheckConclusion: code('SELF_CHECK_CONCLUSIONS'),
  maintainer: text,
  maintainerCert: text,
  content: text,
  declareDate: date,
  status: code('DECLARATION_STATUSES'),
});
export type ComplianceDeclaration = z.infer<typeof complianceDeclaration>;

export const declarationInput = recordSchema(COMPLIANCE_DECLARATION, { id: fields.id('符合性声明') });
export type DeclarationInput = z.infer<typeof declarationInput>;

export const supervisionItem = z.object({ id: text, item: text, result: text });
export type SupervisionItem = z.infer<typeof supervisionItem>;

export const supervisionInspection = z.object({
  id: text,
  jjbh: text.describe('监检编号'),
  equclacode: code('EQUIPMENT_CATEGORIES'),
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  productName: text,
  productModel: text,
  productNo: text,
  makeLicense: text,
  quantity: z.number().int(),
  applyDate: date,
  startDate: date,
  endDate: date,
  conclusion: code('SUPERVISION_CONCLUSIONS'),
  inspector: text,
  status: code('SUPERVISION_STATUSES'),
  certno: text,
  certDate: date,
  items: z.array(supervisionItem).optional(),
});
export type SupervisionInspection = z.infer<typeof supervisionInspection>;

export const rescueRegistration = z.object({
  id: text,
  rcsno: text,
  equcode: text,
  equregcode: text,
  useUnit: text,
  address: text,
  alarmTime: text,
  arriveTime: text,
  finishTime: text,
  trapped: z.number().int(),
  injured: z.number().int(),
  cause: code('TRAP_CAUSES'),
  rescuer: text,
  process: text,
  status: code('RESCUE_STATUSES'),
});
export type RescueRegistration = z.infer<typeof rescueRegistration>;

export const faultRegistration = z.object({
  id: text,
  faultno: text,
  equcode: text,
  equregcode: text,
  useUnit: text,
  address: text,
  faultTime: text,
  part: code('FAULT_PARTS'),
  description: text,
  measures: text,
  repairedTime: text,
  repairer: text,
  status: code('FAULT_STATUSES'),
});
export type FaultRegistration = z.infer<typeof faultRegistration>;

const SUPERVISION_ACCESS = [
  ACCESS.supervisionPipe,
  ACCESS.supervisionBoiler,
  ACCESS.supervisionVessel,
] as const;

export const supervisionCalls = {
  useMarks: pagedList(
    '/api/maintenance-unit/useMarks',
    "the maintenance unit's elevators as use marks",
    ACCESS.elevatorUseMark,
    useMark,
    { equregcode: 'text', usecercode: 'text', useUnit: 'text', equsortcode: 'code', areacode: 'code' },
  ),
  declarations: pagedList(
    '/a/declaration/list',
    "the maintenance unit's compliance declarations",
    ACCESS.maintenanceCompliance,
    complianceDeclaration,
    {
      onlinelsh: 'text',
      equregcode: 'text',
      useUnit: 'text',
      equclacode: 'code',
      status: 'code',
      applyDate: 'dateRange',
    },
  ),
  declaration: recordById(
    '/a/declaration/detail',
    'one compliance declaration',
    ACCESS.maintenanceCompliance,
    complianceDeclaration,
    'supervision.declarations',
  ),
  modifyDeclaration: call({
    method: 'POST',
    path: '/a/declaration/modify',
    summary: 'fills in or corrects a declaration; refused once confirmed',
    access: ACCESS.maintenanceCompliance,
    reads: false,
    carrier: 'form',
    request: declarationInput,
    response: complianceDeclaration,
  }),
  supervisions: pagedList(
    '/a/stone/zzjj/list',
    "the manufacturer's supervision inspections of a category (equclacode picks the access: 8000 zzjj_gdyj, 1000 zzjj_glyj, 2000 zzjj_rqyj)",
    SUPERVISION_ACCESS,
    supervisionInspection,
    {
      equclacode: 'code',
      equsortcode: 'code',
      jjbh: 'text',
      productName: 'text',
      productNo: 'text',
      status: 'code',
      applyDate: 'dateRange',
    },
    { params: { equclacode: '1000' } },
  ),
  supervision: recordById(
    '/a/stone/zzjj/detail/{id}',
    'one supervision inspection with its items',
    SUPERVISION_ACCESS,
    supervisionInspection,
    'supervision.supervisions',
  ),
  rescues: pagedList(
    '/a/stone/eleRcsMain/list',
    'rescues of people trapped in elevators',
    ACCESS.elevatorRescueFault,
    rescueRegistration,
    {
      rcsno: 'text',
      equregcode: 'text',
      useUnit: 'text',
      cause: 'code',
      status: 'code',
      alarmTime: 'dateRange',
    },
  ),
  rescue: recordById(
    '/a/stone/eleRcsMain/detail/{id}',
    'one rescue',
    ACCESS.elevatorRescueFault,
    rescueRegistration,
    'supervision.rescues',
  ),
  faults: pagedList(
    '/a/stone/eleFaultMain/list',
    'faults of elevators and their repair',
    ACCESS.elevatorRescueFault,
    faultRegistration,
    {
      faultno: 'text',
      equregcode: 'text',
      useUnit: 'text',
      part: 'code',
      status: 'code',
      faultTime: 'dateRange',
    },
  ),
  fault: recordById(
    '/a/stone/eleFaultMain/detail/{id}',
    'one fault',
    ACCESS.elevatorRescueFault,
    faultRegistration,
    'supervision.faults',
  ),
};
