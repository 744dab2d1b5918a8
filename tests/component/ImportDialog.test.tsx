import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorImport } from '@/api/operator';
import { useListStore } from '@/components/listStore';
import { makeCitizenId, operators } from '@/mocks/families/operator';
import WorkerQuery from '@/pages/worker/WorkerQuery';
import { loginAs } from '../helpers/session';
import { useNodeBlobs } from '../helpers/node-blobs';
import { writeWorkbook, type TestCell } from '../helpers/workbooks';
import { renderAt } from './render';

const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;

/** A template row (姓名 … 有效期至) for an operator with one certificate. */
const row = (serial: string, idcard = makeCitizenId('330203', '19900101', serial)): TestCell[] => [
  `导入${serial}`,
  '男',
  idcard,
  '13812345678',
  '海曙区',
  '',
  '',
  `IMP-${serial}`,
  '叉车司机',
  '宁波市市场监督管理局',
  '2024-01-01',
  '2028-01-01',
];

async function templateFile(rows: TestCell[][]) {
  const template = new Uint8Array(await (await operatorImport.template()).blob.arrayBuffer());
  return new File([await writeWorkbook(rows, { template })], '作业人员.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

async function openDialog() {
  renderAt('/worker/query', <WorkerQuery />);
  expect(await screen.findByText('共 120 条')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: /导\s*入/ }));
  return (await screen.findByText('导入作业人员')).closest('.ant-modal') as HTMLElement;
}

describe('ImportDialog on the worker list', () => {
  useNodeBlobs();
  beforeEach(() => useListStore.getState().clear());

  it('lists the refused row with its reason and saves the accepted rows on confirmation', async () => {
    await loginAs('syqy');
    const dialog = await openDialog();
    await user().upload(
      fileInput(),
      await templateFile([row('201'), row('203', '330203199001011234'), row('205')]),
    );

    expect(await within(dialog).findByText('共 3 行：可导入 2 行，有问题 1 行')).toBeInTheDocument();
    const problems = within(dialog).getByRole('tabpanel');
    const cells = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([['3', '身份证号', '330203199001011234', '请输入有效的身份证号']]);
    // Nothing is saved before the user says so.
    expect(operators.findBy((o) => o.name === '导入201')).toBeUndefined();

    await user().click(within(dialog).getByRole('tab', { name: '可导入的行（2）' }));
    expect(within(dialog).getByText('导入205')).toBeInTheDocument();

    await user().click(within(dialog).getByRole('button', { name: '保存可导入的 2 行' }));
    expect(await screen.findByText('已导入2名作业人员')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('导入作业人员')).not.toBeInTheDocument());
    expect(await screen.findByText('共 122 条')).toBeInTheDocument();
    expect(operators.findBy((o) => o.name === '导入203')).toBeUndefined();
  });

  it('shows a bad file’s reason in the dialog and saves nothing', async () => {
    await loginAs('syqy');
    const dialog = await openDialog();
    await user().upload(fileInput(), new File(['姓名,性别'], '作业人员.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('导入失败')).toBeInTheDocument();
    expect(within(dialog).getByText(/文件不是 Excel 工作簿（\.xlsx）/)).toBeInTheDocument();
    expect(operators.filter((o) => o.unitId === 'unit-use')).toHaveLength(120);
  });

  it('cancels a checked import on the server and saves nothing', async () => {
    await loginAs('syqy');
    const cancel = vi.spyOn(operatorImport, 'cancel');
    const dialog = await openDialog();
    await user().upload(fileInput(), await templateFile([row('211')]));
    expect(await within(dialog).findByText('共 1 行：可导入 1 行，有问题 0 行')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: '取消导入' }));
    await waitFor(() => expect(screen.queryByText('导入作业人员')).not.toBeInTheDocument());
    expect(cancel).toHaveBeenCalledTimes(1);
    await expect(operatorImport.save(cancel.mock.calls[0][0])).rejects.toThrow('导入数据已失效');
    expect(operators.findBy((o) => o.name === '导入211')).toBeUndefined();
    cancel.mockRestore();
  });
});
