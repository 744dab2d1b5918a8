import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { printHostBase } from '@/api/print';
import {
  getDeclaration,
  getFault,
  getRescue,
  getSupervision,
  listDeclarations,
  listFaults,
  listRescues,
  listSupervisions,
  listUseMarks,
  modifyDeclaration,
  supervisionCertificatePdf,
  elevatorUseMarkPdf,
  type ComplianceDeclaration,
} from '@/api/supervision';
import { DECLARATION_STATUS, monthOf, SUPERVISION_STATUS, USE_MARK_SIZE } from '@/domain/supervision';
import { sessionQuery } from '@/http/client';
import { ROLE_TYPES } from '@/domain/access';
import { useSession } from '@/stores/session';
import { useNodeBlobs } from '../helpers/node-blobs';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';

const work = mkdtempSync(join(tmpdir(), 'supervision-stand-in-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const pdfText = (bytes: Uint8Array) => {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

/** The print host's answer as the network gives it (jsdom's XHR would decode the bytes as text). */
async function printHost(document: string, params: Record<string, string>) {
  const url = new URL(`${printHostBase()}/pdf/${document}`, 'http://localhost');
  Object.entries({ ...params, ...sessionQuery() }).forEach(([k, v]) => url.searchParams.set(k, v));
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

const firstPage = { pageNo: 1, pageSize: 10 };

describe('elevator use marks (stand-in)', () => {
  useNodeBlobs();

  it("lists the maintenance unit's elevators with every field of the mark", async () => {
    await loginAs('wbdw');
    const { list, count } = await listUseMarks(firstPage);
    expect(count).toBeGreaterThan(10);
    for (const mark of list) {
      expect(mark.equsortcode).toMatch(/^3/);
      expect(mark.equregcode).toMatch(/^\d{20}$/);
      expect(mark.usecercode).toMatch(/^梯\d\d浙B\d{5}\(\d\d\)$/);
      expect(mark.maintainUnit).toBe('宁波安捷电梯工程有限公司');
      expect(mark.maintainPhone).toMatch(/^0574-/);
      expect(mark.inspectionBody).toBe('宁波市特种设备检验研究院');
      expect(mark.rescuePhone).toBe('96333');
      expect(mark.recordUrl).toContain(mark.equregcode);
    }
  });

  it('prints each chosen mark on a page of the mark size, every field in its text', async () => {
    await loginAs('wbdw');
    const [a, b] = (await listUseMarks(firstPage)).list;
    const bytes = await printHost('elevatorUseMark', { ids: `${a!.id},${b!.id}` });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect((width / 72) * 25.4).toBeCloseTo(USE_MARK_SIZE.width, 1);
    expect((height / 72) * 25.4).toBeCloseTo(USE_MARK_SIZE.height, 1);
    const [first, second] = pdfText(bytes).split('\f');
    for (const [page, mark] of [
      [first!, a!],
      [second!, b!],
    ] as const) {
      for (const value of [
        mark.useUnit,
        mark.equregcode,
        mark.usecercode,
        mark.innercode,
        mark.maintainUnit,
        mark.maintainPhone,
        mark.inspectionBody,
        monthOf(mark.nextinsdate),
        '96333',
      ]) {
        expect(page.replace(/\s+/g, '')).toContain(value.replace(/\s+/g, ''));
      }
    }
  });

  it("refuses another unit's elevator and any unit type but maintenance", async () => {
    await loginAs('wbdw');
    const [mark] = (await listUseMarks(firstPage)).list;
    await loginAs('syqy');
    await expect(listUseMarks(firstPage)).rejects.toThrow('当前角色无权进行此操作');
    await expect(elevatorUseMarkPdf([mark!.id])).rejects.toThrow('当前角色无权进行此操作');
    await loginAs('wbdw');
    await expect(elevatorUseMarkPdf(['wb-unit-multi-nope'])).rejects.toThrow('电梯不存在或不由本单位维保');
    await expect(elevatorUseMarkPdf([])).rejects.toThrow('请选择要打印使用标志的电梯');
  });
});

describe('compliance declarations (stand-in)', () => {
  const input = (d: ComplianceDeclaration) => ({
    id: d.id,
    onlinelsh: d.onlinelsh,
    equclacode: d.equclacode,
    selfCheckDate: '2025-01-02',
    selfCheckConclusion: '1',
    maintainer: '张伟',
    maintainerCert: 'TST330201234567',
    content: '自检结果符合安全技术规范要求。',
  });

  it('a pending declaration is declared; a confirmed one is refused by the machine', async () => {
    await loginAs('wbdw');
    const pending = (await listDeclarations({ ...firstPage, status: DECLARATION_STATUS.pending })).list[0]!;
    const saved = await modifyDeclaration(input(pending));
    expect(saved.message).toBe('符合性声明已保存');
    const after = await getDeclaration(pending.id);
    expect(after).toMatchObject({ status: DECLARATION_STATUS.declared, maintainer: '张伟' });
    expect(after).not.toHaveProperty('unitId');

    const confirmed = (await listDeclarations({ ...firstPage, status: DECLARATION_STATUS.confirmed }))
      .list[0]!;
    await expect(modifyDeclaration(input(confirmed))).rejects.toThrow(
      '该符合性声明当前状态为“已确认”，不能填写声明',
    );
  });

  it('checks every field and the request it belongs to, in Chinese', async () => {
    await loginAs('wbdw');
    const d = (await listDeclarations({ ...firstPage, status: DECLARATION_STATUS.pending })).list[0]!;
    await expect(modifyDeclaration({ ...input(d), maintainer: '' })).rejects.toThrow('请填写维保人员');
    await expect(modifyDeclaration({ ...input(d), selfCheckDate: '2025-02-30' })).rejects.toThrow(
      '自检日期不是有效日期',
    );
    await expect(modifyDeclaration({ ...input(d), selfCheckDate: '2999-01-01' })).rejects.toThrow(
      '自检日期不能晚于今天',
    );
    await expect(modifyDeclaration({ ...input(d), selfCheckConclusion: '9' })).rejects.toThrow(
      '请选择有效的自检结论',
    );
    await expect(modifyDeclaration({ ...input(d), maintainerCert: 'x<script>' })).rejects.toThrow(
      '请输入有效的维保人员证书编号',
    );
    await expect(modifyDeclaration({ ...input(d), onlinelsh: 'ZX0000' })).rejects.toThrow(
      '申请流水号或设备类别与声明不符',
    );
    await expect(modifyDeclaration({ ...input(d), content: '声'.repeat(501) })).rejects.toThrow(
      '声明内容不能超过500个字符',
    );
  });

  it("another unit's declaration is not found; other unit types are refused", async () => {
    await loginAs('wbdw');
    const d = (await listDeclarations(firstPage)).list[0]!;
    await loginAs('sgdw');
    await expect(listDeclarations(firstPage)).rejects.toThrow('当前角色无权进行此操作');
    // duojs is also a maintenance unit: under that role another unit's declaration is not found.
    await loginAs('duojs');
    const maintenance = useSession.getState().roles.find((r) => r.roleType === ROLE_TYPES.maintenance)!;
    await useSession.getState().changeRole(maintenance.id);
    expect((await listDeclarations(firstPage)).count).toBe(8);
    await expect(getDeclaration(d.id)).rejects.toThrow('符合性声明不存在');
    await expect(modifyDeclaration(input(d))).rejects.toThrow('符合性声明不存在');
  });
});

describe('manufacturing supervision inspections (stand-in)', () => {
  useNodeBlobs();

  it('lists each product kind for the manufacturing unit; a certificate is a PDF with its fields', async () => {
    await loginAs('zzdw');
    for (const equclacode of ['7000', '1000', '2000']) {
      const { list, count } = await listSupervisions({ ...firstPage, equclacode });
      expect(count).toBe(24);
      for (const row of list) expect(row.equsortcode[0]).toBe(equclacode[0]);
    }
    const certified = (
      await listSupervisions({ ...firstPage, equclacode: '1000', status: SUPERVISION_STATUS.certified })
    ).list[0]!;
    const detail = await getSupervision(certified.id);
    expect(detail.items?.length).toBeGreaterThan(0);
    const text = pdfText(await printHost('supervisionCertificate', { id: certified.id })).replace(/\s+/g, '');
    for (const value of [
      '特种设备制造监督检验证书',
      certified.certno,
      certified.productName,
      certified.productNo,
      '宁波东海锅炉制造有限公司',
    ]) {
      expect(text).toContain(value);
    }
    const running = (
      await listSupervisions({ ...firstPage, equclacode: '2000', status: SUPERVISION_STATUS.inspecting })
    ).list[0]!;
    await expect(supervisionCertificatePdf(running.id)).rejects.toThrow('该监督检验尚未出具证书');
  });

  it('refuses other unit types and a list without a product kind', async () => {
    await loginAs('zzdw');
    await expect(listSupervisions(firstPage)).rejects.toThrow('请指定产品类别');
    await loginAs('wbdw');
    await expect(listSupervisions({ ...firstPage, equclacode: '1000' })).rejects.toThrow(
      '当前角色无权进行此操作',
    );
  });
});

describe('rescue and fault registrations (stand-in)', () => {
  it('lists and opens the maintained elevators’ rescues and faults', async () => {
    await loginAs('wbdw');
    const rescues = await listRescues(firstPage);
    expect(rescues.count).toBe(30);
    expect(await getRescue(rescues.list[0]!.id)).toMatchObject({ rcsno: rescues.list[0]!.rcsno });
    const faults = await listFaults({ ...firstPage, status: '1' });
    expectEvery(faults.list, (f) => f.status === '1', 'faults of status 1');
    expect(await getFault(faults.list[0]!.id)).toMatchObject({ faultno: faults.list[0]!.faultno });
    await loginAs('zzdw');
    await expect(listRescues(firstPage)).rejects.toThrow('当前角色无权进行此操作');
  });
});
