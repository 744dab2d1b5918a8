import { newAttachmentGroup, uploadAttachment } from '@/api/attachments';
import type { Equipment } from '@/api/equipment';
import { inspectionApi, type InspectionApplyForm } from '@/api/inspection';
import { registrationApi } from '@/api/registration';
import { saveChangeRegistration } from '@/api/useRegistration';
import { SMS_PURPOSE } from '@/domain/registration';
import { CHANGE_KIND, REQUIRED_CHANGE_ATTACHMENTS } from '@/domain/useRegistration';
import { newElevator } from './equipment';
import { scanFile } from './scans';
import { dayFromToday } from '@/utils/beijingTime';

/** Steps of the domain as a unit takes them through the portal's calls, for the stand-in's rule tests. */

export const MOBILE = '13857401234';
/** The credit code of unit-multi (宁波三江物业服务有限公司), a use unit equipment can be transferred to. */
export const RECEIVER_CREDIT_CODE = '91330281MA2B9WQ300';

let serial = 0;
/** A new elevator with the given codes; its certificate and factory numbers never collide. */
export function elevator(equcode: string, equregcode: string): Equipment {
  serial += 1;
  return newElevator({
    equcode,
    equregcode,
    usecercode: `梯11浙B${String(serial % 100000).padStart(5, '0')}(19)`,
    equname: `${serial}号客梯`,
    innercode: `KT-${serial}`,
    factorycode: `F2021-${serial}`,
  });
}

/** The committed form of a periodic inspection of elevators (its SMS code sent first: applyInspection). */
export const inspectionForm = (
  equIds: string[],
  overrides: Partial<InspectionApplyForm> = {},
): InspectionApplyForm => ({
  formKind: 'elevator',
  inspectKind: '1',
  wishDate: dayFromToday(7),
  contactPerson: '王丽娟',
  contactMobile: MOBILE,
  remark: '',
  maintainUnit: '宁波安捷电梯工程有限公司',
  equIds,
  selfCheckDate: dayFromToday(-3),
  complianceNo: 'FH-2026-001',
  isCommit: '1',
  isPc: '1',
  authCode: '123456',
  ...overrides,
});

/** Applies for the periodic inspection of the caller's elevators (committed, the SMS code verified). */
export async function applyInspection(equIds: string[]) {
  await registrationApi.sendSmsCode(MOBILE, SMS_PURPOSE.inspectionApply);
  return (await inspectionApi.save(inspectionForm(equIds))).data;
}

/** Files and commits the caller's transfer (过户) of equipment to the unit of a credit code. */
export async function commitTransfer(equipmentId: string, toOrgcode = RECEIVER_CREDIT_CODE) {
  const attrefsysid = await newAttachmentGroup();
  for (const group of REQUIRED_CHANGE_ATTACHMENTS) {
    await uploadAttachment(scanFile(`${group}.pdf`), attrefsysid, group);
  }
  const transfer = { equipmentId, changeKind: CHANGE_KIND.transfer, toOrgcode, reason: '设备转让' };
  const form = { ...transfer, newOrgname: '', newAreacode: '', newAddress: '', attrefsysid };
  return (await saveChangeRegistration(form, true)).data;
}
