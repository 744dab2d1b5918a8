import { describe, expect, it } from 'vitest';
import {
  installUnitApi,
  invoiceCertApi,
  invoiceTitlesOf,
  mailAddressApi,
  maintenanceUnitApi,
  unitApi,
  type InvoiceCert,
  type UnitChangeForm,
} from '@/api/company';
import { userApi } from '@/api/user';
import { COMPANY_MESSAGES, YES } from '@/domain/company';
import { makeCreditCode } from '@/mocks/families/company';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { beijingDay } from '@/utils/beijingTime';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

const NEW_CODE = makeCreditCode('91330203MA2TEXT01');

const newTitle = (overrides: Partial<InvoiceCert> = {}): InvoiceCert => ({
  title: '宁波测试开票有限公司',
  taxno: NEW_CODE,
  address: '宁波市海曙区测试路1号',
  phone: '0574-88886666',
  bank: '宁波银行',
  account: '6222000011112222',
  email: 'test@example.com',
  ...overrides,
});

async function renameTo(orgname: string): Promise<UnitChangeForm> {
  const unit = await unitApi.get();
  return { ...unit, orgname, reason: '工商更名' };
}

const defaultsOf = async <T extends { isDefault?: string }>(
  list: (q: { pageSize: number }) => Promise<{ list: T[] }>,
) => (await list({ pageSize: 100 })).list.filter((r) => r.isDefault === YES);

describe('stand-in unit changes', () => {
  it('a change waits for the authority; a second one is refused while it does', async () => {
    await loginAs('syqy');
    await unitApi.changeUnit(await renameTo('宁波甬江新材料有限公司'));
    const unit = await unitApi.get();
    expect(unit.orgname).toBe('宁波甬江化工机械有限公司');
    expect(unit.pendingChange?.after.orgname).toBe('宁波甬江新材料有限公司');
    expect(await failure(unitApi.changeUnit(await renameTo('另一个名称有限公司')))).toBe(
      COMPANY_MESSAGES.pendingChange,
    );
  });

  it('approval by the administrator changes the unit; the history shows before and after', async () => {
    await loginAs('syqy');
    const { data: change } = await unitApi.changeUnit(await renameTo('宁波甬江新材料有限公司'));
    // The unit itself cannot approve its own change.
    expect(await failure(unitApi.auditChange(change!.id, true))).toBe('当前角色无权进行此操作');
    await loginAs('admin');
    expect(await failure(unitApi.auditChange(change!.id, false))).toBe('请填写不通过的原因');
    await unitApi.auditChange(change!.id, true);
    expect(await failure(unitApi.auditChange(change!.id, true))).toBe(
      '该单位信息变更申请当前状态为“已通过”，不能通过',
    );
    await loginAs('syqy');
    expect((await userApi.unit()).orgname).toBe('宁波甬江新材料有限公司');
    const history = await unitApi.findChangeUnit({});
    expect(history.list[0]).toMatchObject({
      status: '1',
      changedFields: 'orgname',
      before: { orgname: '宁波甬江化工机械有限公司' },
      after: { orgname: '宁波甬江新材料有限公司' },
    });
    // No longer pending: the next change may be applied for.
    expect((await unitApi.get()).pendingChange).toBeNull();
  });

  it('refuses an unchanged application and a credit code with a wrong check character', async () => {
    await loginAs('syqy');
    const same = await renameTo('宁波甬江化工机械有限公司');
    expect(await failure(unitApi.changeUnit(same))).toBe(COMPANY_MESSAGES.noChange);
    expect(await failure(unitApi.changeUnit({ ...same, orgcode: '91330203MA2GQ5X107' }))).toBe(
      '请输入有效的统一社会信用代码',
    );
  });

  it('saving the unit’s own fields never touches its key fields', async () => {
    await loginAs('syqy');
    const unit = await unitApi.get();
    await unitApi.save({ ...unit, phone: '0574-87001234', orgname: '偷改的名称' } as never);
    const saved = await unitApi.get();
    expect(saved.phone).toBe('0574-87001234');
    expect(saved.orgname).toBe(unit.orgname);
  });
});

describe('stand-in invoice titles and mailing addresses', () => {
  it('exactly one default: setting a new one clears the old in the same call', async () => {
    await loginAs('syqy');
    const [old] = await defaultsOf(invoiceCertApi.list);
    const other = (await invoiceCertApi.list({ pageSize: 100 })).list.find((r) => r.isDefault !== YES)!;
    await invoiceCertApi.setDefault(other.id);
    const now = await defaultsOf(invoiceCertApi.list);
    expect(now.map((r) => r.id)).toEqual([other.id]);
    expect((await invoiceCertApi.detail(old.id)).isDefault).not.toBe(YES);
    // getInvoiceTitle reports the new default first.
    const [first] = await invoiceTitlesOf('');
    expect(first).toMatchObject({ orgname: other.title, orgcode: other.taxno, isDefault: YES });
  });

  it('a new record saved as default takes the default over; the default is not deleted silently', async () => {
    await loginAs('syqy');
    const { data: created } = await invoiceCertApi.save({ ...newTitle(), isDefault: YES });
    expect((await defaultsOf(invoiceCertApi.list)).map((r) => r.id)).toEqual([created!.id]);
    expect(await failure(invoiceCertApi.remove(created!.id!))).toBe(
      COMPANY_MESSAGES.defaultNotDeletable('发票抬头'),
    );
    const [address] = await defaultsOf(mailAddressApi.list);
    expect(await failure(mailAddressApi.remove(address.id))).toBe(
      COMPANY_MESSAGES.defaultNotDeletable('邮寄地址'),
    );
  });

  it('getInvoiceTitle fills a title from a credit code', async () => {
    await loginAs('syqy');
    const [found] = await invoiceTitlesOf('91330205MA2H3K7N01');
    expect(found.orgname).toBe('宁波安捷电梯工程有限公司');
  });

  it('keeps units apart on every call', async () => {
    await loginAs('wbdw');
    const theirs = (await invoiceCertApi.list({ pageSize: 100 })).list;
    expectEvery(theirs, (r) => r.id.startsWith('ic-unit-maint-'), 'invoice titles');
    const foreign = 'ic-unit-use-1';
    expect(await failure(invoiceCertApi.detail(foreign))).toBe('发票抬头不存在或已删除');
    expect(await failure(invoiceCertApi.setDefault(foreign))).toBe('发票抬头不存在或已删除');
    expect(await failure(invoiceCertApi.remove(foreign))).toBe('发票抬头不存在或已删除');
    expect(await failure(invoiceCertApi.save({ ...newTitle(), id: foreign }))).toBe('发票抬头不存在或已删除');
    expect(await failure(mailAddressApi.setDefault('ma-unit-use-1'))).toBe('邮寄地址不存在或已删除');
    expect((await unitApi.findChangeUnit({})).list.map((c) => c.id)).toEqual(['uc-seed-unit-maint']);
    await loginAs('syqy');
    expect((await defaultsOf(invoiceCertApi.list)).map((r) => r.id)).toEqual(['ic-unit-use-0']);
  });
});

describe('stand-in installation units and the maintenance unit’s records', () => {
  it('installation units: add, refuse a duplicate, edit, delete; only use units', async () => {
    await loginAs('syqy');
    const before = (await installUnitApi.list({})).count;
    const record = {
      orgname: '宁波测试安装有限公司',
      orgcode: NEW_CODE,
      kind: '1',
      licenceNo: '',
      licenceValid: '',
      contactPerson: '',
      contactMobile: '',
      areacode: '330203',
      address: '',
      remarks: '',
    };
    const { data: added } = await installUnitApi.add(record);
    expect(await failure(installUnitApi.add(record))).toBe('该单位已在安装单位名录中');
    await installUnitApi.edit({ ...added!, contactPerson: '赵六' });
    expect((await installUnitApi.detail(added!.id!)).contactPerson).toBe('赵六');
    await installUnitApi.remove(added!.id!);
    expect((await installUnitApi.list({})).count).toBe(before);
    await loginAs('wbdw');
    expect(await failure(installUnitApi.list({}))).toBe('当前角色无权进行此操作');
  });

  it('maintained equipment and applications belong to maintenance units', async () => {
    await loginAs('wbdw');
    const equipment = await maintenanceUnitApi.equipment({ contractState: 'expired', pageSize: 500 });
    expectEvery(equipment.list, (e) => e.contractEnd < beijingDay(), 'expired contracts');
    const projects = await maintenanceUnitApi.projects({});
    expect(projects.count).toBe(28);
    // A project bears the name of the unit whose equipment it maintains.
    expectEvery(
      (await maintenanceUnitApi.projects({ pageSize: 100 })).list,
      (p) => p.projectName.startsWith(p.useUnit.replace(/有限公司$/, '')),
      'projects named after their use unit',
    );
    expect((await maintenanceUnitApi.project(projects.list[0].id)).applyNo).toBe(projects.list[0].applyNo);
    expect((await maintenanceUnitApi.prices({})).count).toBe(8);
    expect(await failure(maintenanceUnitApi.project('mp-unit-multi-000'))).toBe('维保项目申请不存在');
    await loginAs('syqy');
    expect(await failure(maintenanceUnitApi.equipment({}))).toBe('当前角色无权进行此操作');
  });
});
