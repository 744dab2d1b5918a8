import { z } from 'zod';
import { ACCESS, type AccessCode } from '@/domain/access';
import { byId, call, code, date, flowStep, text } from '../wire';

/**
 * Use registration (epPemUseregistApply) and change registration (useManage) of the unit's equipment;
 * the registration authority's steps. Statuses REGISTRATION_STATUSES (src/domain/useRegistration.ts).
 */

/** What the server keeps about any registration application beside what the unit fills in. */
export const applicationState = z.object({
  id: text.optional(),
  applyNo: text.optional().describe('given on the first save'),
  status: code('REGISTRATION_STATUSES').optional(),
  orgname: text.optional(),
  applyTime: text.optional(),
  opinion: text.optional().describe("the authority's latest opinion"),
  flow: z.array(flowStep).optional(),
  attrefsysid: text.describe('the attachment group: a client-made id before the first save'),
});
export type ApplicationState = z.infer<typeof applicationState>;

export const useRegistration = applicationState.extend({
  regkind: code('REGISTRATION_KINDS'),
  equipmentId: text.describe("the unit's equipment; '' = new equipment entered here"),
  equclacode: code('EQUIPMENT_CATEGORIES'),
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  equcode: text,
  equname: text,
  equmodel: text,
  factorycode: text,
  makeunit: text,
  makedate: date,
  installunit: text,
  areacode: text,
  address: text,
  innercode: text,
  usedate: date,
  safeman: text,
  safemobile: text,
  maintainunit: text,
  equregcode: text.optional().describe('issued on completion'),
  usecercode: text.optional().describe('issued on completion'),
});
export type UseRegistration = z.infer<typeof useRegistration>;

export const changeRegistration = applicationState.extend({
  changeKind: code('CHANGE_KINDS'),
  equipmentId: text,
  equcode: text.optional(),
  equname: text.optional(),
  equsortcode: text.optional(),
  usecercode: text.optional(),
  reason: text,
  newOrgname: text,
  newAreacode: text,
  newAddress: text,
  toOrgcode: text.describe("过户: the receiving use unit's credit code"),
  toOrgname: text.optional(),
  newUsecercode: text.optional().describe('a certificate re-issued on completion'),
});
export type ChangeRegistration = z.infer<typeof changeRegistration>;

/** A use registration record (使用登记记录): a registered piece of the unit's equipment, not cancelled. */
export const registrationRecord = z.object({
  id: text.describe("the equipment's id (a change registration's equipmentId)"),
  equcode: text,
  equname: text,
  equclacode: code('EQUIPMENT_CATEGORIES'),
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  equregcode: text,
  usecercode: text,
  usestatus: code('USE_STATES'),
  areacode: text,
  address: text,
  openChangeApplyNo: text.describe("the 申请编号 of the change open with the authority; '' when none"),
});
export type RegistrationRecord = z.infer<typeof registrationRecord>;

/** Either kind of registration application, as one list shows them. */
export const registrationApplicationRow = z.object({
  id: text,
  kind: z.enum(['use', 'change']),
  subkind: text.describe('登记类别 (regkind) of a use registration, 变更类别 (changeKind) of a change'),
  applyNo: text,
  status: code('REGISTRATION_STATUSES'),
  applyTime: text,
  equipmentId: text,
  equcode: text,
  equname: text,
  usecercode: text,
  orgname: text,
});
export type RegistrationApplicationRow = z.infer<typeof registrationApplicationRow>;

export const missingAttachments = z.object({ missing: z.array(z.object({ group: text, label: text })) });
export type MissingAttachments = z.infer<typeof missingAttachments>;

const handleBody = z.object({
  id: text,
  action: z.enum(['accept', 'sendBack', 'complete', 'refuse']),
  opinion: text,
});

/** Withdraw, delete and the authority's step: the same calls for every kind of application. */
export const lifecycleCalls = <R extends z.ZodType>(
  base: string,
  noun: string,
  access: AccessCode,
  record: R,
  remove = 'delete',
) => ({
  withdraw: call({
    method: 'POST',
    path: `${base}/withdraw`,
    summary: `withdraws a ${noun} waiting for the authority (待受理 → 已撤回)`,
    access,
    reads: false,
    carrier: 'form',
    request: byId,
    response: record,
  }),
  delete: call({
    method: 'POST',
    path: `${base}/${remove}`,
    summary: `deletes a ${noun}: a draft or a withdrawn one`,
    access,
    reads: false,
    carrier: 'form',
    request: byId,
  }),
  handle: call({
    method: 'POST',
    path: `${base}/handle`,
    summary: "the authority's step (administrators): accept, sendBack (opinion), complete, refuse (opinion)",
    access,
    reads: false,
    carrier: 'form',
    request: handleBody,
    response: record,
  }),
});

const USE = '/a/stone/epPemUseregistApply';
const CHANGE = '/a/stone/useManage';
const useLifecycle = lifecycleCalls(USE, 'use registration', ACCESS.useRecordQuery, useRegistration);
const changeLifecycle = lifecycleCalls(
  CHANGE,
  'change registration',
  ACCESS.changeQuery,
  changeRegistration,
  'del',
);

export const useRegistrationCalls = {
  list: call({
    method: 'POST',
    path: `${USE}/list`,
    summary: "the unit's use registrations (the authority: every unit's)",
    access: ACCESS.useRecordQuery,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      applyNo: text.optional(),
      regkind: text.optional(),
      status: text.optional(),
      equcode: text.optional(),
    }),
    response: useRegistration,
  }),
  detail: call({
    method: 'GET',
    path: `${USE}/detail/{id}`,
    summary: 'one use registration with its flow',
    access: ACCESS.useRecordQuery,
    reads: true,
    request: byId,
    response: useRegistration,
    sample: { from: { call: 'useRegistration.list', fields: { id: 'id' } } },
  }),
  checkUseAtt: call({
    method: 'GET',
    path: `${USE}/checkUseAtt`,
    summary: 'the required attachment groups still missing for a 登记类别',
    access: ACCESS.useRecordApply,
    reads: true,
    request: z.object({ regkind: code('REGISTRATION_KINDS'), attrefsysid: text }),
    response: missingAttachments,
    sample: {
      params: { regkind: '1' },
      from: { call: 'useRegistration.list', fields: { attrefsysid: 'attrefsysid' } },
    },
  }),
  save: call({
    method: 'POST',
    path: `${USE}/save`,
    summary: '暂存 (isCommit false) or 保存并提交',
    access: ACCESS.useRecordApply,
    reads: false,
    carrier: 'json',
    request: useRegistration.extend({ isCommit: z.boolean() }),
    response: useRegistration,
  }),
  withdraw: useLifecycle.withdraw,
  delete: useLifecycle.delete,
  handle: useLifecycle.handle,
  changeList: call({
    method: 'POST',
    path: `${CHANGE}/equatChangeList`,
    summary: "the unit's change registrations (the authority: every unit's)",
    access: ACCESS.changeQuery,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({ applyNo: text.optional(), changeKind: text.optional(), status: text.optional() }),
    response: changeRegistration,
  }),
  changeDetail: call({
    method: 'GET',
    path: `${CHANGE}/changeDetail/{id}`,
    summary: 'one change registration with its flow',
    access: ACCESS.changeQuery,
    reads: true,
    request: byId,
    response: changeRegistration,
    sample: { from: { call: 'useRegistration.changeList', fields: { id: 'id' } } },
  }),
  changeAttachments: call({
    method: 'GET',
    path: `${CHANGE}/attachments`,
    summary: 'the required attachment groups of a change still missing',
    access: ACCESS.changeRegister,
    reads: true,
    request: z.object({ attrefsysid: text }),
    response: missingAttachments,
    sample: { from: { call: 'useRegistration.changeList', fields: { attrefsysid: 'attrefsysid' } } },
  }),
  changeSave: call({
    method: 'POST',
    path: `${CHANGE}/save`,
    summary: '暂存 (isCommit false) or 保存并提交',
    access: ACCESS.changeRegister,
    reads: false,
    carrier: 'json',
    request: changeRegistration.extend({ isCommit: z.boolean() }),
    response: changeRegistration,
  }),
  changeCommit: call({
    method: 'POST',
    path: `${CHANGE}/commitEqdEquat`,
    summary: 'commits a saved change registration (暂存 or 已退回) for approval, as it was saved',
    access: ACCESS.changeRegister,
    reads: false,
    carrier: 'form',
    request: byId,
    response: changeRegistration,
  }),
  registrationRecords: call({
    method: 'POST',
    path: `${CHANGE}/queryList`,
    summary:
      "the unit's registered equipment (not cancelled) with the change open on each: what a change may be applied for",
    access: ACCESS.changeRegister,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      equcode: text.optional(),
      equname: text.optional(),
      usecercode: text.optional(),
      equclacode: text.optional(),
      usestatus: text.optional(),
    }),
    response: registrationRecord,
  }),
  applications: call({
    method: 'POST',
    path: `${CHANGE}/applyList`,
    summary: 'use and change registration applications in one list, each kind where the role may query it',
    access: [ACCESS.useRecordQuery, ACCESS.changeQuery],
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      applyNo: text.optional(),
      kind: text.optional(),
      status: text.optional(),
      equipmentId: text.optional(),
      equcode: text.optional(),
      equname: text.optional(),
      applyTimeStart: text.optional(),
      applyTimeEnd: text.optional(),
    }),
    response: registrationApplicationRow,
  }),
  changeWithdraw: changeLifecycle.withdraw,
  changeDelete: changeLifecycle.delete,
  changeHandle: changeLifecycle.handle,
};
