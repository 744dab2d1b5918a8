import { companyCalls as C, type UnitChange, type UnitKeyFields } from '@/contract/calls/company';
import { COMPANY_MESSAGES, KEY_FIELD_NAMES, YES, unitChangeMachine } from '@/domain/company';
import { APPLICATION_STATUS } from '@/domain/registration';
import { refusal } from '@/domain/workflow';
import { newId } from '../db';
import { units } from '../families/accounts';
import { invoiceCerts, nowText, unitChanges, unitProfiles, type UnitChangeRecord } from '../families/company';
import { records, serve, serveList, servePublic } from '../endpoints';
import { callerIdentity, callerOf, ok, refuse, type Caller } from '../respond';
import { standInSettings } from '../settings';

/** A unit's change applications are its own; the authority audits every unit's. */
const ownChanges = records(unitChanges, { scope: 'unit', notFound: '变更申请不存在' });
const allChanges = records(unitChanges, { scope: 'all', notFound: '变更申请不存在' });

/** The unit's key fields as they stand. */
function keyFieldsOf(caller: Caller): UnitKeyFields {
  const unit = caller.unit ?? refuse('账号未关联单位');
  return {
    orgname: unit.orgname,
    orgcode: unit.orgcode,
    legalPerson: unit.legalPerson,
    areacode: unit.areacode,
    address: unit.address,
  };
}

const pendingOf = (unitId: string) =>
  unitChanges.findBy((c) => c.unitId === unitId && c.status === APPLICATION_STATUS.pending) ?? null;

const changeRow = ({ unitId: _unit, ...change }: UnitChangeRecord): UnitChange => change;

let applySerial = 0;
const nextApplyNo = () =>
  `BG${nowText().slice(0, 10).replace(/-/g, '')}${String(++applySerial).padStart(4, '0')}`;

/** The unit family (unit/*): the maintain page, change applications and their audit. */
export const unitHandlers = [
  serve(C.unitGet, {
    run: ({ caller }) => {
      const own = unitProfiles.find(caller.user.unitId);
      const pending = pendingOf(caller.user.unitId);
      return ok({
        id: caller.user.unitId,
        unittype: caller.unit?.unittype ?? '',
        ...keyFieldsOf(caller),
        phone: own?.phone ?? '',
        email: own?.email ?? '',
        postcode: own?.postcode ?? '',
        contacts: own?.contacts ?? [],
        safetyManagers: own?.safetyManagers ?? [],
        pendingChange: pending ? changeRow(pending) : null,
      });
    },
  }),

  // What the unit saves itself: phone, email, postcode, contacts and safety managers (never key fields).
  serve(C.unitSave, {
    run: ({ caller, body }) => {
      keyFieldsOf(caller);
      const saved = {
        phone: body.phone,
        email: body.email,
        postcode: body.postcode,
        contacts: body.contacts ?? [],
        safetyManagers: body.safetyManagers ?? [],
      };
      const id = caller.user.unitId;
      if (unitProfiles.find(id)) unitProfiles.update(id, saved);
      else unitProfiles.insert({ id, ...saved });
      return ok(saved, '保存成功');
    },
  }),

  serve(C.changeUnit, {
    run: ({ caller, body: { reason, ...input } }) => {
      const before = keyFieldsOf(caller);
      if (pendingOf(caller.user.unitId)) refuse(COMPANY_MESSAGES.pendingChange);
      const after: UnitKeyFields = { ...input, orgcode: input.orgcode.toUpperCase() };
      const changed = KEY_FIELD_NAMES.filter((f) => before[f] !== after[f]);
      if (!changed.length) refuse(COMPANY_MESSAGES.noChange);
      if (units.findBy((u) => u.orgcode === after.orgcode && u.id !== caller.user.unitId)) {
        refuse('该统一社会信用代码已被其他单位使用');
      }
      const record = unitChanges.insert({
        id: newId('uc'),
        unitId: caller.user.unitId,
        applyNo: nextApplyNo(),
        before,
        after,
        changedFields: changed.join(','),
        reason,
        status: APPLICATION_STATUS.pending,
        applicant: caller.user.name,
        applyTime: nowText(),
        auditor: '',
        auditOpinion: '',
        auditTime: '',
      });
      return ok(changeRow(record), '变更申请已提交，待审核通过后生效');
    },
  }),

  serveList(C.findChangeUnit, {
    records: ownChanges,
    row: changeRow,
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),

  // The authority's audit. Its access is the administrators' audit menu; the machine decides the rest.
  serve(C.auditChange, {
    record: { of: allChanges },
    run: ({ caller, body, record: change }) => {
      const action = body.pass === YES ? 'approve' : 'reject';
      const refused = refusal(unitChangeMachine, action, change.status, caller.role.roleType);
      if (refused) refuse(refused);
      if (action === 'reject' && !body.opinion) refuse('请填写不通过的原因');
      // Approval writes the new key fields into the unit in the same step as the status.
      if (action === 'approve') {
        if (units.findBy((u) => u.orgcode === change.after.orgcode && u.id !== change.unitId)) {
          refuse('该统一社会信用代码已被其他单位使用');
        }
        units.update(change.unitId, change.after);
      }
      unitChanges.update(change.id, {
        status: unitChangeMachine.transitions[action].to,
        auditor: caller.unit?.orgname ?? caller.user.name,
        auditOpinion: body.opinion || (action === 'approve' ? '同意变更' : ''),
        auditTime: nowText(),
      });
      return ok(changeRow(unitChanges.find(change.id)!), action === 'approve' ? '审核通过' : '已退回');
    },
  }),

  /**
   * getInvoiceTitle. Without a session (the public reset form fills the credit code from the unit's
   * name): the one unit with exactly that full name, name and code only; no search, no addresses.
   * With a session: the caller's own invoice titles first, the default first (what the payment step
   * preselects), then units by name or credit code.
   */
  servePublic(C.invoiceTitles, {
    run: ({ request, body: { keyword } }) => {
      const url = new URL(request.url);
      if (callerIdentity(request) === 'anonymous') {
        if (keyword.length < 2) return ok([]);
        const unit = units.findBy((u) => u.orgname === keyword);
        return ok(unit ? [{ orgname: unit.orgname, orgcode: unit.orgcode }] : []);
      }
      const caller = url.searchParams.get(standInSettings.sessionParams.sid) ? callerOf(request) : undefined;
      const matches = (name: string, code: string) =>
        name.includes(keyword) || code.startsWith(keyword.toUpperCase());
      const own = caller
        ? invoiceCerts
            .filter((c) => c.unitId === caller.user.unitId && (!keyword || matches(c.title, c.taxno)))
            .sort((a, b) => b.isDefault.localeCompare(a.isDefault))
            .map((c) => ({ orgname: c.title, orgcode: c.taxno, address: c.address, isDefault: c.isDefault }))
        : [];
      const found =
        keyword.length < 2
          ? []
          : units
              .filter((u) => matches(u.orgname, u.orgcode))
              .filter((u) => !own.some((t) => t.orgcode === u.orgcode))
              .map((u) => ({ orgname: u.orgname, orgcode: u.orgcode, address: u.address }));
      return ok([...own, ...found].slice(0, 10));
    },
  }),
];
