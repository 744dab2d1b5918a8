import { z } from 'zod';
import { ACCESS, type AccessCode } from '@/domain/access';
import { NOTICE_MESSAGES, NOTICE_STATUS } from '@/domain/constructionNotice';
import { categoryOf } from '@/domain/equipment';
import {
  TECHNICAL_PARAMETER_NAMES,
  type TechnicalParameterName,
  type TechnicalValues,
} from '@/domain/equipmentKinds';
import { deviceCodeProblem } from '@/utils/validators';
import { CONSTRUCTION_NOTICE, MANUFACTURE, SUPERVISION_REQUEST } from '../records/construction';
import { fieldSchema, fields, optionalSchema, recordSchema } from '../schema';
import { byId, call, code, date, flowStep, text } from '../wire';

/** Construction notifications (施工告知, eqmBcwBasic) of the construction unit, and the units it names. */

const noticeId = fields.id('施工告知');
const byNotice = z.object({ id: noticeId });

/** The form (暂存 and 提交): the record's fields, the code of its variety, the end not before the start. */
export const constructionNoticeForm = recordSchema(CONSTRUCTION_NOTICE, {
  id: noticeId.describe('absent for a new notification'),
}).superRefine((form, context) => {
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  const codeProblem = deviceCodeProblem(form.equcode, categoryOf(form.equsortcode), form.equsortcode);
  if (codeProblem) return problem(codeProblem);
  if (form.planenddate < form.planstartdate) problem(NOTICE_MESSAGES.endBeforeStart);
});
export type ConstructionNoticeForm = z.input<typeof constructionNoticeForm>;

export const supervisionRequest = recordSchema(SUPERVISION_REQUEST, { id: noticeId });
export type SupervisionRequest = z.input<typeof supervisionRequest>;

/** Each technical parameter as text; the kind of the notification's variety says which it needs. */
const technicalParameters = Object.fromEntries(
  TECHNICAL_PARAMETER_NAMES.map((name) => [name, fields.text('技术参数', 50)]),
) as Record<TechnicalParameterName, ReturnType<typeof fields.text>>;
export const equipmentParameters = recordSchema(MANUFACTURE, { id: noticeId, ...technicalParameters });
export type EquipmentParameters = z.input<typeof equipmentParameters>;

export const constructionNotice = z.object({
  id: text,
  constructkind: code('CONSTRUCTION_KINDS'),
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  equname: text,
  equcode: text,
  areacode: text,
  address: text,
  planstartdate: date,
  planenddate: date,
  useunitId: text.describe('from unit/bcwlist'),
  inspunitId: text.describe('from unit/inspectionUnitBasicList'),
  contactman: text,
  contactmobile: text,
  remarks: text,
  sbjjdate: date.describe('约检日期'),
  sbjjcontact: text,
  sbjjmobile: text,
  sbjjremarks: text,
  equmodel: text,
  factorycode: text,
  makeunit: text,
  makedate: date,
  notifyNo: text.describe('SG + date + sequence, given at the first save'),
  equclacode: code('EQUIPMENT_CATEGORIES'),
  status: z.enum(NOTICE_STATUS),
  orgname: text,
  useunitname: text,
  inspunitname: text,
  opinion: text,
  auditor: text,
  auditTime: text,
  cancelReason: text,
  paramsTime: text,
  equipmentId: text,
  createDate: text,
  commitTime: text,
  flowLog: z.array(flowStep),
});
export type ConstructionNotice = z.infer<typeof constructionNotice> & TechnicalValues;

export const unitOption = z.object({ id: text, orgname: text, orgcode: text, areacode: text });
export type UnitOption = z.infer<typeof unitOption>;

const BASE = '/a/stone/eqmBcwBasic';
const write = <R extends z.ZodType>(
  name: string,
  summary: string,
  request: R,
  carrier: 'form' | 'json' = 'form',
  access: AccessCode = ACCESS.constructionRegister,
) =>
  call({
    method: 'POST',
    path: `${BASE}/${name}`,
    summary,
    access,
    reads: false,
    carrier,
    request,
    response: constructionNotice,
  });

export const constructionCalls = {
  list: call({
    method: 'POST',
    path: `${BASE}/list`,
    summary:
      "the unit's notifications (the authority: every unit's committed ones); listType=register: the unit's drafts and returned ones",
    access: [ACCESS.constructionQuery, ACCESS.constructionRegister],
    reads: true,
    paged: true,
    carrier: 'form',
    filters: {
      notifyNo: 'text',
      equname: 'text',
      equcode: 'text',
      constructkind: 'code',
      equclacode: 'code',
      status: 'code',
      areacode: 'code',
      useunitname: 'text',
      orgname: 'text',
      planstartdate: 'dateRange',
      createDate: 'dateRange',
    },
    request: z.object({
      listType: z
        .literal('register')
        .optional()
        .describe('needs constructionRegister; else constructionQuery'),
    }),
    response: constructionNotice,
  }),
  detail: call({
    method: 'GET',
    path: `${BASE}/detail/{id}`,
    summary: 'one notification',
    access: ACCESS.constructionQuery,
    reads: true,
    request: byId,
    response: constructionNotice,
    sample: { from: { call: 'construction.list', fields: { id: 'id' } } },
  }),
  save: write(
    'save',
    '暂存: a new draft, or the draft (or returned one) `id` saved again',
    constructionNoticeForm,
    'json',
  ),
  commit: write('commit', 'saves and commits: the authority sees it 待受理', constructionNoticeForm, 'json'),
  delete: call({
    method: 'POST',
    path: `${BASE}/delete`,
    summary: 'deletes a draft',
    access: ACCESS.constructionRegister,
    reads: false,
    carrier: 'form',
    request: byNotice,
  }),
  showOpinion: write(
    'showOpinion',
    "the authority's opinion: pass 1 accepts, 0 returns with the opinion",
    byNotice.extend({
      pass: fields.code('受理结果', [{ value: '1' }, { value: '0' }]),
      opinion: optionalSchema(CONSTRUCTION_NOTICE.opinion),
    }),
    'form',
    ACCESS.accountCheck,
  ),
  checkBcwCancell: call({
    method: 'GET',
    path: `${BASE}/checkBcwCancell`,
    summary: 'whether the notification may be cancelled now, and why not',
    access: ACCESS.constructionRegister,
    reads: true,
    request: byNotice,
    response: z.object({ cancellable: z.boolean(), reason: text }),
    sample: { from: { call: 'construction.list', fields: { id: 'id' } } },
  }),
  cancellationNotice: write(
    'cancellationNotice',
    'cancels the notification, with the reason',
    byNotice.extend({ reason: fieldSchema(CONSTRUCTION_NOTICE.cancelReason) }),
  ),
  constructionSbjj: write(
    'constructionSbjj',
    'requests the supervision inspection',
    supervisionRequest,
    'json',
  ),
  constructionSbcs: write(
    'constructionSbcs',
    "enters the equipment's manufacture facts and technical parameters",
    equipmentParameters,
    'json',
  ),
  complete: write(
    'complete',
    "the authority records the work complete: the equipment becomes the using unit's",
    byNotice,
    'form',
    ACCESS.accountCheck,
  ),
  useUnits: call({
    method: 'GET',
    path: '/a/stone/unit/bcwlist',
    summary: 'using units a notification may name, by part of the name or credit code',
    access: ACCESS.constructionRegister,
    reads: true,
    request: z.object({ keyword: text.optional() }),
    response: z.array(unitOption),
  }),
  inspectionUnits: call({
    method: 'GET',
    path: '/a/stone/unit/inspectionUnitBasicList',
    summary: 'inspection bodies that may supervise the work',
    access: ACCESS.constructionRegister,
    reads: true,
    response: z.array(unitOption),
  }),
};
