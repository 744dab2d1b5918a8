import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { CERTIFICATE, OPERATOR } from '../records/workers';
import { bodySchema, fields, recordSchema } from '../schema';
import { call, code, date, importCalls, text } from '../wire';

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
  attrefsysid: text.describe(
    "the certificate scans' group: one the server issued (attachments.attGroup), or none (the operator's id)",
  ),
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

/** An operator as the form sends it, with their certificates (a stored one with its id). */
export const operatorInput = recordSchema(OPERATOR, { id: fields.id('作业人员') });
export type OperatorInput = z.output<typeof operatorInput>;
/** A certificate as the form sends it: the id only for a stored one. */
export const qualificationInput = recordSchema(CERTIFICATE, {
  id: fields.id(OPERATOR.qualifications.items.id),
});
export type QualificationInput = z.output<typeof qualificationInput>;

const byOperatorId = bodySchema({ id: fields.id('作业人员') });
const byCertificateId = bodySchema({ id: fields.id('证书') });

const operatorFilters = {
  name: 'text',
  idcard: 'text',
  mobile: 'text',
  areacode: 'code',
  createDate: 'dateRange',
} as const;

/** Certificate filters of the operator lists: an operator passes when one of their certificates does. */
const certificateParams = z.object({
  certno: text.optional().describe("contained in one of the operator's certificate numbers"),
  workitem: code('WORK_ITEMS').optional(),
  certState: code('CERT_STATES').optional(),
});

const BASE = '/a/stone/operator';
const operatorImport = importCalls(BASE, ACCESS.workerQuery, {
  check: "checks a filled template with the add call's rules; saves nothing",
  save: 'saves every accepted row, or none (message 已导入N名作业人员)',
});

export const operatorCalls = {
  list: call({
    method: 'POST',
    path: `${BASE}/list`,
    summary: "the unit's operators with a summary of their certificates",
    access: ACCESS.workerQuery,
    reads: true,
    paged: true,
    carrier: 'form',
    request: certificateParams,
    filters: operatorFilters,
    response: operatorRow,
  }),
  detailList: call({
    method: 'POST',
    path: `${BASE}/detailList`,
    summary: 'the operators of one work item (workitem required)',
    access: ACCESS.workerOverview,
    reads: true,
    paged: true,
    carrier: 'form',
    request: certificateParams.extend({ workitem: code('WORK_ITEMS') }),
    filters: operatorFilters,
    response: operatorRow,
    sample: { params: { workitem: 'A' } },
  }),
  overview: call({
    method: 'GET',
    path: `${BASE}/overview`,
    summary: "the unit's operators and certificates by work item, expiring and expired",
    access: ACCESS.workerOverview,
    reads: true,
    response: workerOverview,
  }),
  get: call({
    method: 'GET',
    path: `${BASE}/get`,
    summary: 'one operator with their certificates',
    access: ACCESS.workerQuery,
    reads: true,
    request: byOperatorId,
    response: operator,
    sample: { from: { call: 'operator.list', fields: { id: 'id' } } },
  }),
  add: call({
    method: 'POST',
    path: `${BASE}/add`,
    summary: 'adds an operator with their certificates',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'json',
    request: operatorInput,
    response: operator,
  }),
  update: call({
    method: 'POST',
    path: `${BASE}/update`,
    summary: 'saves an operator; qualifications, when sent, replace the stored list',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'json',
    request: operatorInput,
    response: operator,
  }),
  del: call({
    method: 'POST',
    path: `${BASE}/del`,
    summary: 'deletes operators with their certificates and scans',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'form',
    request: bodySchema({
      ids: fields.text('作业人员', 64 * 500).describe('comma-separated'),
      id: fields.id('作业人员'),
    }),
  }),
  qualificationList: call({
    method: 'POST',
    path: `${BASE}/qualification/list`,
    summary: "the unit's certificates with their holders",
    access: ACCESS.workerCertificate,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: {
      operatorId: 'code',
      workitem: 'code',
      certno: 'text',
      validdate: 'dateRange',
      name: 'text',
      certState: 'code',
    },
    response: certificateRow,
  }),
  qualificationAdd: call({
    method: 'POST',
    path: `${BASE}/qualification/add`,
    summary: 'adds a certificate to an operator',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'json',
    request: qualificationInput.extend({ operatorId: fields.id('作业人员') }),
    response: qualification,
  }),
  qualificationUpdate: call({
    method: 'POST',
    path: `${BASE}/qualification/update`,
    summary: 'saves a certificate',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'json',
    request: qualificationInput,
    response: qualification,
  }),
  qualificationDel: call({
    method: 'POST',
    path: `${BASE}/qualification/del`,
    summary: 'deletes a certificate',
    access: ACCESS.workerQuery,
    reads: false,
    carrier: 'form',
    request: byCertificateId,
  }),
  importTemplate: call({
    method: 'GET',
    path: `${BASE}/importTemplate`,
    summary: '作业人员导入模板.xlsx: one operator and one certificate a row',
    access: ACCESS.workerQuery,
    reads: true,
    file: 'xlsx',
  }),
  import: operatorImport.check,
  importSave: operatorImport.save,
  importCancel: operatorImport.cancel,
};
