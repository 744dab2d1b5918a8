import { z } from 'zod';
import { ACCESS, type AccessCode } from '@/domain/access';
import { kindOfVariety } from '@/domain/equipmentKinds';
import {
  AUTHORITY_ACTIONS,
  CHANGE_KIND,
  changeRegistrationMachine,
  useRegistrationMachine,
} from '@/domain/useRegistration';
import { deviceCodeProblem } from '@/utils/validators';
import { missingMessage } from '../field';
import { CHANGE_REGISTRATION } from '../records/changeRegistration';
import { USE_REGISTRATION } from '../records/useRegistration';
import { bodySchema, fields, fieldSchema, optionalSchema, recordSchema } from '../schema';
import { call, code, date, flowStep, pagedList, recordById, text } from '../wire';

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
  attrefsysid: text.describe(
    'the attachment group: an id the server issued (attachments.attGroup) before the first save',
  ),
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

/** 暂存 (false or absent) or 保存并提交 (true), beside a save's record. */
export const isCommit = z.boolean({ error: '提交标记格式不正确' }).optional();

/** The body of a call on one application, by its id, named as its machine names it. */
export const applicationId = (noun: string) => bodySchema({ id: fields.id(noun) });

/**
 * Withdraw, delete and the authority's step: the same calls for every kind of application, each body
 * naming the application as its machine does (使用登记申请, 注销申请...).
 */
export const lifecycleCalls = <R extends z.ZodType>(
  base: string,
  summaryNoun: string,
  machine: { noun: string },
  access: AccessCode,
  record: R,
  remove = 'delete',
) => ({
  withdraw: call({
    method: 'POST',
    path: `${base}/withdraw`,
    summary: `withdraws a ${summaryNoun} waiting for the authority (待受理 → 已撤回)`,
    access,
    reads: false,
    carrier: 'form',
    request: applicationId(machine.noun),
    response: record,
  }),
  delete: call({
    method: 'POST',
    path: `${base}/${remove}`,
    summary: `deletes a ${summaryNoun}: a draft or a withdrawn one`,
    access,
    reads: false,
    carrier: 'form',
    request: applicationId(machine.noun),
  }),
  handle: call({
    method: 'POST',
    path: `${base}/handle`,
    summary: "the authority's step (administrators): accept, sendBack (opinion), complete, refuse (opinion)",
    access,
    reads: false,
    carrier: 'form',
    request: bodySchema({
      id: fields.id(machine.noun),
      action: z.enum(AUTHORITY_ACTIONS, { error: '办理操作无效' }),
      opinion: fields.text('意见', 500),
    }),
    response: record,
  }),
});

const U = USE_REGISTRATION;

/**
 * A use registration as the unit saves it. Equipment picked from the unit's needs none of its facts
 * (they are the equipment's); new equipment entered in the form needs its identity, read together.
 */
export const useRegistrationInput = recordSchema(U, {
  id: fields.id('登记申请'),
  equsortcode: optionalSchema(U.equsortcode),
  equcode: optionalSchema(U.equcode),
  equname: optionalSchema(U.equname),
  makeunit: optionalSchema(U.makeunit),
  isCommit,
}).superRefine((body, context) => {
  if (body.equipmentId) return;
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  if (!body.equclacode) return problem('请选择设备或填写设备类别');
  const kind = kindOfVariety(body.equsortcode);
  if (!kind || kind.equclacode !== body.equclacode) return problem('请选择所选类别下的设备品种');
  const codeProblem = deviceCodeProblem(body.equcode, body.equclacode, body.equsortcode);
  if (codeProblem) return problem(codeProblem);
  if (!body.equname) return problem(missingMessage(U.equname));
  if (!body.makeunit) return problem(missingMessage(U.makeunit));
});
export type UseRegistrationInput = z.infer<typeof useRegistrationInput>;

const CR = CHANGE_REGISTRATION;
const K = CHANGE_KIND;

/** A change registration as the unit saves it: what its 变更类别 asks for must be given. */
export const changeRegistrationInput = recordSchema(CR, {
  id: fields.id('变更登记申请'),
  isCommit,
}).superRefine((body, context) => {
  const needs = [
    ...(body.changeKind === K.rename ? [CR.newOrgname] : []),
    ...(body.changeKind === K.address || body.changeKind === K.relocation
      ? [CR.newAreacode, CR.newAddress]
      : []),
    ...(body.changeKind === K.transfer ? [CR.toOrgcode] : []),
  ];
  const missing = needs.find((field) => !body[field.name]);
  if (missing) context.addIssue({ code: 'custom', message: missingMessage(missing) });
});
export type ChangeRegistrationInput = z.infer<typeof changeRegistrationInput>;

const USE = '/a/stone/epPemUseregistApply';
const CHANGE = '/a/stone/useManage';
const useLifecycle = lifecycleCalls(
  USE,
  'use registration',
  useRegistrationMachine,
  ACCESS.useRecordQuery,
  useRegistration,
);
export const changeLifecycle = lifecycleCalls(
  CHANGE,
  'change registration',
  changeRegistrationMachine,
  ACCESS.changeQuery,
  changeRegistration,
  'del',
);

export const useRegistrationCalls = {
  list: pagedList(
    `${USE}/list`,
    "the unit's use registrations (the authority: every unit's)",
    ACCESS.useRecordQuery,
    useRegistration,
    {
      applyNo: 'text',
      regkind: 'code',
      status: 'code',
      equcode: 'text',
      equname: 'text',
      usecercode: 'text',
      orgname: 'text',
      applyTime: 'dateRange',
    },
  ),
  detail: recordById(
    `${USE}/detail/{id}`,
    'one use registration with its flow',
    ACCESS.useRecordQuery,
    useRegistration,
    'useRegistration.list',
  ),
  checkUseAtt: call({
    method: 'GET',
    path: `${USE}/checkUseAtt`,
    summary: 'the required attachment groups still missing for a 登记类别',
    access: ACCESS.useRecordApply,
    reads: true,
    request: bodySchema({ regkind: fieldSchema(U.regkind), attrefsysid: fields.id(U.attrefsysid.label) }),
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
    request: useRegistrationInput,
    response: useRegistration,
  }),
  withdraw: useLifecycle.withdraw,
  delete: useLifecycle.delete,
  handle: useLifecycle.handle,
  changeList: pagedList(
    `${CHANGE}/equatChangeList`,
    "the unit's change registrations (the authority: every unit's)",
    ACCESS.changeQuery,
    changeRegistration,
    {
      applyNo: 'text',
      changeKind: 'code',
      status: 'code',
      equcode: 'text',
      equname: 'text',
      orgname: 'text',
      applyTime: 'dateRange',
    },
  ),
  changeDetail: recordById(
    `${CHANGE}/changeDetail/{id}`,
    'one change registration with its flow',
    ACCESS.changeQuery,
    changeRegistration,
    'useRegistration.changeList',
  ),
  changeAttachments: call({
    method: 'GET',
    path: `${CHANGE}/attachments`,
    summary: 'the required attachment groups of a change still missing',
    access: ACCESS.changeRegister,
    reads: true,
    request: bodySchema({ attrefsysid: fields.id(CR.attrefsysid.label) }),
    response: missingAttachments,
    sample: { from: { call: 'useRegistration.changeList', fields: { attrefsysid: 'attrefsysid' } } },
  }),
  changeSave: call({
    method: 'POST',
    path: `${CHANGE}/save`,
    summary:
      '暂存 (isCommit false) or 保存并提交. A transfer (过户) is refused while anything is open on the equipment (a pending equipment change, an open use or change registration or inspection application, named in the message); so is its completion',
    access: ACCESS.changeRegister,
    reads: false,
    carrier: 'json',
    request: changeRegistrationInput,
    response: changeRegistration,
  }),
  changeCommit: call({
    method: 'POST',
    path: `${CHANGE}/commitEqdEquat`,
    summary: 'commits a saved change registration (暂存 or 已退回) for approval, as it was saved',
    access: ACCESS.changeRegister,
    reads: false,
    carrier: 'form',
    request: applicationId(changeRegistrationMachine.noun),
    response: changeRegistration,
  }),
  registrationRecords: pagedList(
    `${CHANGE}/queryList`,
    "the unit's registered equipment (not cancelled) with the change open on each: what a change may be applied for",
    ACCESS.changeRegister,
    registrationRecord,
    { equcode: 'text', equname: 'text', usecercode: 'text', equclacode: 'code', usestatus: 'code' },
  ),
  applications: pagedList(
    `${CHANGE}/applyList`,
    'use and change registration applications in one list, each kind where the role may query it',
    [ACCESS.useRecordQuery, ACCESS.changeQuery],
    registrationApplicationRow,
    {
      applyNo: 'text',
      kind: 'code',
      status: 'code',
      equipmentId: 'code',
      equcode: 'text',
      equname: 'text',
      applyTime: 'dateRange',
    },
  ),
  changeWithdraw: changeLifecycle.withdraw,
  changeDelete: changeLifecycle.delete,
  changeHandle: changeLifecycle.handle,
};
