import { describe, expect, it } from 'vitest';
import {
  addOperator,
  addQualification,
  deleteOperators,
  getOperator,
  listOperators,
  listQualifications,
  updateOperator,
  type Operator,
} from '@/api/operator';
import { newAttachmentGroup, uploadAttachment } from '@/api/attachments';
import { makeCitizenId } from '@/mocks/families/operator';
import { attachmentProblem } from '@/domain/attachments';
import { expectEvery, expectNone } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { scanFile } from '../helpers/scans';
import { beijingDay } from '@/utils/beijingTime';

const validOperator = (overrides: Partial<Operator> = {}): Operator => ({
  name: '测试员',
  sex: '1',
  idcard: makeCitizenId('330203', '19900101', '123'),
  mobile: '13812345678',
  areacode: '330203',
  address: '中山西路1号',
  remarks: '',
  // None: the operator's own id becomes its scans' group.
  attrefsysid: '',
  qualifications: [
    {
      certno: 'TST-NEW-0001',
      workitem: 'Q2',
      issueorg: '宁波市市场监督管理局',
      issuedate: '2024-01-01',
      validdate: '2028-01-01',
    },
  ],
  ...overrides,
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

describe('stand-in operator family', () => {
  it('pages and sorts the unit’s own workers', async () => {
    await loginAs('syqy');
    const first = await listOperators({ pageNo: 1, pageSize: 20 });
    expect(first.count).toBe(120);
    expect(first.list).toHaveLength(20);
    const last = await listOperators({ pageNo: 6, pageSize: 20 });
    expect(last.list).toHaveLength(20);
    expect(last.list[0].id).not.toBe(first.list[0].id);
    const sorted = await listOperators({ pageNo: 1, pageSize: 120, orderBy: 'idcard desc' });
    const ids = sorted.list.map((o) => o.idcard);
    expect(ids).toEqual([...ids].sort((a, b) => b.localeCompare(a, 'zh-CN', { numeric: true })));
  });

  it('filters by work item, certificate state and name', async () => {
    await loginAs('syqy');
    const q2 = await listOperators({ workitem: 'Q2', pageSize: 200 });
    expectEvery(q2.list, (o) => o.workitems.split(',').includes('Q2'), 'Q2');
    const expired = await listQualifications({ certState: 'expired', pageSize: 500 });
    expectEvery(expired.list, (c) => c.validdate < beijingDay(), 'expired');
    const name = q2.list[0].name;
    const byName = await listOperators({ name });
    expectEvery(byName.list, (o) => o.name.includes(name), name);
  });

  it('keeps units apart: each sees and touches only its own workers', async () => {
    await loginAs('wbdw');
    const maintenance = await listOperators({ pageSize: 500 });
    expect(maintenance.count).toBe(70);
    const foreignId = 'op-0001'; // the first seeded worker belongs to the use unit
    expectNone(maintenance.list, (o) => o.id === foreignId);
    expect(await failure(getOperator(foreignId))).toBe('作业人员不存在或已删除');
    expect(await failure(deleteOperators([foreignId]))).toBe('作业人员不存在或已删除');
    await loginAs('syqy');
    expect((await getOperator(foreignId)).name).toBe('田建');
  });

  it('refuses the administrator, who has no worker menus', async () => {
    await loginAs('admin');
    expect(await failure(listOperators({}))).toBe('当前角色无权进行此操作');
  });

  it('validates ID number, mobile and certificates', async () => {
    await loginAs('syqy');
    expect(await failure(addOperator(validOperator({ idcard: '330203199001011234' })))).toBe(
      '请输入有效的身份证号',
    );
    expect(await failure(addOperator(validOperator({ mobile: '12345' })))).toBe('请输入有效的手机号码');
    expect(await failure(addOperator(validOperator({ name: '' })))).toBe('请填写姓名');
    const late = validOperator({
      qualifications: [
        { certno: 'X1', workitem: 'A', issueorg: '某局', issuedate: '2025-01-01', validdate: '2024-01-01' },
      ],
    });
    expect(await failure(addOperator(late))).toBe('有效期至必须晚于发证日期');
    const before = await listOperators({});
    expect(before.count).toBe(120);
  });

  it('rejects duplicate certificate numbers and duplicate workers', async () => {
    await loginAs('syqy');
    const existing = (await listQualifications({ pageSize: 1 })).list[0];
    const clash = validOperator({
      qualifications: [{ ...validOperator().qualifications![0], certno: existing.certno }],
    });
    expect(await failure(addOperator(clash))).toBe('证书编号已存在');
    const saved = await addOperator(validOperator());
    expect(saved.message).toBe('保存成功');
    expect(await failure(addOperator(validOperator({ qualifications: [] })))).toMatch(/身份证号已登记/);
    const id = saved.data.id!;
    expect(await failure(addQualification({ operatorId: id, ...validOperator().qualifications![0] }))).toBe(
      '证书编号已存在',
    );
  });

  it('adds, updates and deletes an operator with their certificates', async () => {
    await loginAs('syqy');
    const id = (await addOperator(validOperator())).data.id!;
    const stored = await getOperator(id);
    expect(stored.qualifications).toHaveLength(1);
    await updateOperator({
      ...stored,
      mobile: '13900001111',
      qualifications: [
        ...stored.qualifications!,
        {
          certno: 'TST-NEW-0002',
          workitem: 'N1',
          issueorg: '宁波市市场监督管理局',
          issuedate: '2024-02-01',
          validdate: '2028-02-01',
        },
      ],
    });
    const updated = await getOperator(id);
    expect(updated.mobile).toBe('13900001111');
    expect(updated.qualifications!.map((q) => q.certno).sort()).toEqual(['TST-NEW-0001', 'TST-NEW-0002']);
    await deleteOperators([id]);
    expect(await failure(getOperator(id))).toBe('作业人员不存在或已删除');
    expect((await listQualifications({ certno: 'TST-NEW' })).count).toBe(0);
  });

  it('enforces attachment size and type on the server too', async () => {
    await loginAs('syqy');
    const group = await newAttachmentGroup();
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' });
    expect(await failure(uploadAttachment(exe, group, 'certificate'))).toMatch(/仅支持上传/);
    const png = scanFile('scan.png');
    expect((await uploadAttachment(png, group, 'certificate')).data.name).toBe('scan.png');
    expect(attachmentProblem('big.pdf', 21 * 1024 * 1024)).toBe('文件大小不能超过20MB');
    expect(attachmentProblem('scan.pdf', 1024)).toBeUndefined();
  });
});
