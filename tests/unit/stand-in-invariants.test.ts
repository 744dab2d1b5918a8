import { describe, expect, it } from 'vitest';
import { uploadAttachment } from '@/api/attachments';
import { unitApi } from '@/api/company';
import { Refusal } from '@/mocks/respond';
import { attachments } from '@/mocks/families/attachments';
import { units } from '@/mocks/families/session';
import { equipment } from '@/mocks/families/equipment';
import { inspectionApplications } from '@/mocks/families/inspection';
import { OPEN_STATUSES } from '@/domain/inspectionApplication';
import { brokenInvariants, INVARIANTS } from '@/mocks/invariants';
import { scanFile } from '../helpers/scans';
import { loginAs } from '../helpers/session';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

/** The message a guard refuses a direct write with, or 'stored'. */
const refusalOf = async (write: () => unknown) => {
  try {
    write();
    return 'stored';
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return ((await error.response.json()) as { errorMsg: string }).errorMsg;
  }
};

describe('stand-in invariants', () => {
  it('hold in the seed', () => {
    expect(INVARIANTS.length).toBeGreaterThanOrEqual(6);
    expect(brokenInvariants()).toEqual({});
  });

  it('a unit change cannot take the credit code a pending registration holds (the model test found it)', async () => {
    await loginAs('syqy');
    const unit = await unitApi.get();
    const { data: change } = await unitApi.changeUnit({
      ...unit,
      orgcode: '91330212MA2KD3LW5K',
      reason: '更正',
    });
    await loginAs('admin');
    expect(await failure(unitApi.auditChange(change!.id, true))).toBe(
      '统一社会信用代码 91330212MA2KD3LW5K 已被待审核的注册申请 ZC202611050001（宁波鄞州海晨食品有限公司）使用',
    );
    expect(units.find('unit-use')!.orgcode).toBe(unit.orgcode);
    expect(brokenInvariants()).toEqual({});
  });

  it('one unit cannot upload into an attachment group another unit created', async () => {
    await loginAs('syqy');
    await uploadAttachment(scanFile('a.png', 1024), 'group-of-use', 'photo');
    await loginAs('duojs');
    expect(await failure(uploadAttachment(scanFile('b.png', 1024), 'group-of-use', 'photo'))).toBe(
      '该附件组属于其他单位或其他记录，不能上传到此处',
    );
    expect(attachments.filter((a) => a.attrefsysid === 'group-of-use').map((a) => a.unitId)).toEqual([
      'unit-use',
    ]);
  });

  it('every write path of equipment keeps 设备代码 and 注册代码 unique, naming the holder', async () => {
    const [mine, theirs] = [
      equipment.findBy((e) => e.unitId === 'unit-use' && e.equcode !== '')!,
      equipment.findBy((e) => e.unitId !== 'unit-use' && e.equregcode !== '')!,
    ];
    expect(await refusalOf(() => equipment.update(mine.id, { equregcode: theirs.equregcode }))).toBe(
      `注册代码 ${theirs.equregcode} 已被其他单位（${units.find(theirs.unitId)!.orgname}）的设备使用`,
    );
    expect(await refusalOf(() => equipment.insert({ ...mine, id: 'eqm-copy', equregcode: '' }))).toBe(
      `设备代码 ${mine.equcode} 已被本单位的设备「${mine.equname}」使用`,
    );
    expect(
      await refusalOf(() =>
        equipment.insert({ ...mine, id: 'eqm-orphan', equcode: '', equregcode: '', unitId: 'unit-gone' }),
      ),
    ).toBe('设备所属单位不存在');
    expect(equipment.find('eqm-copy')).toBeUndefined();
  });

  it('equipment is in one open inspection application at most', async () => {
    const open = inspectionApplications.findBy((a) => OPEN_STATUSES.includes(a.status))!;
    const taken = open.equipment[0];
    expect(
      await refusalOf(() => inspectionApplications.insert({ ...open, id: 'bj-copy', applyNo: 'BJ-COPY' })),
    ).toBe(`设备 ${taken.equcode || taken.equname} 已在检验申请 ${open.applyNo} 中，请待其办结后再申请`);
  });
});
