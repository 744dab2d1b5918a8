import { z } from 'zod';
import { ACCESS, type AccessCode } from '@/domain/access';
import { NOTICE_STATUS } from '@/domain/constructionNotice';
import type { TechnicalValues } from '@/domain/equipmentKinds';
import { byId, call, code, date, flowStep, text } from '../wire';

/** Construction notifications (施工告知, eqmBcwBasic) of the construction unit, and the units it names. */

export const constructionNoticeForm = z.object({
  id: text.optional().describe('absent for a new notification'),
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
});
export type ConstructionNoticeForm = z.infer<typeof constructionNoticeForm>;

export const supervisionRequest = z.object({
  id: text,
  sbjjdate: date.describe('约检日期'),
  sbjjcontact: text,
  sbjjmobile: text,
  sbjjremarks: text,
});
export type SupervisionRequest = z.infer<typeof supervisionRequest>;

const manufacture = z.object({ equmodel: text, factorycode: text, makeunit: text, makedate: date });
export const equipmentParameters = manufacture.extend({ id: text });
export type EquipmentParameters = z.infer<typeof equipmentParameters> & TechnicalValues;

export const constructionNotice = constructionNoticeForm.extend({
  ...supervisionRequest.omit({ id: true }).shape,
  ...manufacture.shape,
  id: text,
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
const write = (
  name: string,
  summary: string,
  request: z.ZodType,
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
    summary: "the unit's notifications; listType=register: its drafts and returned ones",
    access: [ACCESS.constructionQuery, ACCESS.constructionRegister],
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      listType: z.literal('register').optional(),
      notifyNo: text.optional(),
      equname: text.optional(),
      status: z.enum(NOTICE_STATUS).optional(),
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
    request: byId,
  }),
  showOpinion: write(
    'showOpinion',
    "the authority's opinion: pass 1 accepts, 0 returns with the opinion",
    z.object({ id: text, pass: z.enum(['1', '0']), opinion: text }),
    'form',
    ACCESS.accountCheck,
  ),
  checkBcwCancell: call({
    method: 'GET',
    path: `${BASE}/checkBcwCancell`,
    summary: 'whether the notification may be cancelled now, and why not',
    access: ACCESS.constructionRegister,
    reads: true,
    request: byId,
    response: z.object({ cancellable: z.boolean(), reason: text }),
    sample: { from: { call: 'construction.list', fields: { id: 'id' } } },
  }),
  cancellationNotice: write(
    'cancellationNotice',
    'cancels the notification, with the reason',
    z.object({ id: text, reason: text }),
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
    byId,
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
