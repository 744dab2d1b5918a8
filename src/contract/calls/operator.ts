import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { byId, call, code, date, importCalls, text } from '../wire';

/** Operators (作业人员) of the unit and their certificates (资格证书). */

export const qualification = z.object({
  id: text.optional(),
  operatorId: text.optional(),
  certno: text,
  workitem: code('WORK_ITEMS'),
  issueorg: text,
  issuedate: date,
  validdate: date,
});
export type Qualification = z.infer<typeof qualification>;

export const operator = z.object({
  id: text.optional(),
  name: text,
  sex: code('SEXES'),
  idcard: text,
  mobile: text,
  areacode: text,
  address: text,
  remarks: text,
  attrefsysid: text.describe('the certificate scans (common attachments)'),
  createDate: text.optional(),
  qualifications: z.array(qualification).optional(),
});
export type Operator = z.infer<typeof operator>;

export const operatorRow = operator.extend({
  id: text,
  workitems: text.describe('work items, comma-separated ("A,Q2")'),
  certCount: z.number().int(),
  nearestValid: date,
  certState: code('CERT_STATES'),
});
export type OperatorRow = z.infer<typeof operatorRow>;

export const certificateRow = qualification.extend({
  id: text,
  name: text,
  idcard: text,
  mobile: text,
  certState: code('CERT_STATES'),
});
export type CertificateRow = z.infer<typeof certificateRow>;

export const workerOverview = z.object({
  operatorCount: z.number().int(),
  certCount: z.number().int(),
  expiring: z.number().int(),
  expired: z.number().int(),
  byWorkItem: z.array(
    z.object({
      workitem: code('WORK_ITEMS'),
      count: z.number().int(),
      expiring: z.number().int(),
      expired: z.number().int(),
    }),
  ),
  asOf: date,
});
export type WorkerOverview = z.infer<typeof workerOverview>;

const operatorFilters = z.object({
  name: text.optional(),
  idcard: text.optional(),
  mobile: text.optional(),
  certno: text.optional(),
  workitem: code('WORK_ITEMS').optional(),
  certState: code('CERT_STATES').optional(),
  areacode: text.optional(),
  createDateStart: date.optional(),
  createDateEnd: date.optional(),
});

const OPERATOR = '/a/stone/operator';
const operatorImport = importCalls(OPERATOR, ACCESS.workerQuery, {
  check: "checks a filled template with the add call's rules; saves nothing",
  save: 'saves every accepted row, or none (message 已导入N名作业人员)',
});

export const operatorCalls = {
  list: call({
    method: 'POST',
    path: `${OPERATOR}/list`,
    summary: "the unit's operators with a summary of their certificates",
    access: ACCESS.workerQuery,
    reads: true,
    paged: true,
    carrier: 'form',
    request: operatorFilters,
    response: operatorRow,
  }),
  detailList: call({
    method: 'POST',
    path: `${OPERATOR}/detailList`,
    summary: 'the operators of one work item (workitem required)',
    access: ACCESS.workerOverview,
    reads: true,
    paged: true,
    carrier: 'form',
    request: operatorFilters.extend({ workitem: code('WORK_ITEMS') }),
    response: operatorRow,
    sample: { params: { workitem: 'A' } },
  }),
  overview: call({
    method: 'GET',
    path: `${OPERATOR}/overview`,
    summary: "the unit's operators and certificates by work item, expiring and expired",
    access: ACCESS.workerOverview,
    reads: true,
    response: workerOverview,
  }),
  get: call({
    method: 'GET',
    path: `${OPERATOR}/get`,
    summary: 'one operator with their certificates',
    access: ACCESS.workerQuery,
    reads: true,
    request: byId,
    response: operator,
    sample: { from: { call: 'operator.list', fields: { id: 'id' } } },
  }),
  add: call({
    method: 'POST',
    path: `${OPERATOR}/add`,
    summary: 'adds an operator with their certificates',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'json',
    request: operator,
    response: operator,
  }),
  update: call({
    method: 'POST',
    path: `${OPERATOR}/update`,
    summary: 'saves an operator; qualifications, when sent, replace the stored list',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'json',
    request: operator.extend({ id: text }),
    response: operator,
  }),
  del: call({
    method: 'POST',
    path: `${OPERATOR}/del`,
    summary: 'deletes operators with their certificates and scans',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'form',
    request: z.object({ ids: text.optional().describe('comma-separated'), id: text.optional() }),
  }),
  qualificationList: call({
    method: 'POST',
    path: `${OPERATOR}/qualification/list`,
    summary: "the unit's certificates with their holders",
    access: ACCESS.workerCertificate,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      name: text.optional(),
      certno: text.optional(),
      workitem: code('WORK_ITEMS').optional(),
      certState: code('CERT_STATES').optional(),
      operatorId: text.optional(),
      validdateStart: date.optional(),
      validdateEnd: date.optional(),
    }),
    response: certificateRow,
  }),
  qualificationAdd: call({
    method: 'POST',
    path: `${OPERATOR}/qualification/add`,
    summary: 'adds a certificate to an operator',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'json',
    request: qualification.extend({ operatorId: text }),
    response: qualification,
  }),
  qualificationUpdate: call({
    method: 'POST',
    path: `${OPERATOR}/qualification/update`,
    summary: 'saves a certificate',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'json',
    request: qualification.extend({ id: text }),
    response: qualification,
  }),
  qualificationDel: call({
    method: 'POST',
    path: `${OPERATOR}/qualification/del`,
    summary: 'deletes a certificate',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'form',
    request: byId,
  }),
  importTemplate: call({
    method: 'GET',
    path: `${OPERATOR}/importTemplate`,
    summary: '作业人员导入模板.xlsx: one operator and one certificate a row',
    access: ACCESS.workerQuery,
    reads: true,
    file: 'xlsx',
  }),
  import: operatorImport.check,
  importSave: operatorImport.save,
  importCancel: operatorImport.cancel,
};
