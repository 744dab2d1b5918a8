import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportOperators, listOperators } from '@/api/operator';
import type { ListQuery } from '@/components/ListPage';
import { useListStore } from '@/components/listStore';
import { operatorActions } from '@/pages/worker/declarations';
import WorkerQuery from '@/pages/worker/WorkerQuery';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { captureDownloads, useNodeBlobs } from '../helpers/node-blobs';
import { readSheet } from '../helpers/workbooks';
import { renderAt } from './render';
import { renderWorkerList } from './workerList';

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
const lastQuery = (load: ReturnType<typeof vi.fn>) => load.mock.calls.at(-1)![0] as ListQuery;

function renderList() {
  const load = vi.fn(listOperators);
  const exportRun = vi.fn(exportOperators);
  const view = renderWorkerList('worker_query_test', {
    load,
    rowActions: operatorActions,
    exportFile: exportRun,
  });
  return { ...view, load, exportRun };
}

describe('ListPage', () => {
  useNodeBlobs();
  beforeEach(() => useListStore.getState().clear());

  it('pages on the server and shows the total', async () => {
    await loginAs('syqy');
    const { load } = renderList();
    expect(await screen.findByText('共 120 条')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    const firstName = within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1].textContent;
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(load)).toMatchObject({ pageNo: 2, pageSize: 10 }));
    await waitFor(() =>
      expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1].textContent).not.toBe(firstName),
    );
  });

  it('filters, sorts and resets', async () => {
    await loginAs('syqy');
    const { load } = renderList();
    await screen.findByText('共 120 条');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '王');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery(load)).toMatchObject({ name: '王', pageNo: 1 }));
    await waitFor(() => expect(screen.queryByText('共 120 条')).not.toBeInTheDocument());
    expectEvery([...bodyRows()], (row) => row.textContent!.includes('王'), 'rows named 王');

    await userEvent.click(screen.getAllByText('身份证号', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(lastQuery(load)).toMatchObject({ orderBy: 'idcard asc' }));

    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastQuery(load)).not.toHaveProperty('name'));
    expect(lastQuery(load)).not.toHaveProperty('orderBy');
    expect(await screen.findByText('共 120 条')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
  });

  it('keeps its filters when the page is mounted again', async () => {
    await loginAs('syqy');
    const first = renderList();
    await screen.findByText('共 120 条');
    await userEvent.type(screen.getByRole('textbox', { name: '身份证号' }), '3302');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery(first.load)).toMatchObject({ idcard: '3302' }));
    first.unmount();
    expect(useListStore.getState().lists.worker_query_test.filters).toMatchObject({ idcard: '3302' });
    const again = renderList();
    expect(await screen.findByRole('textbox', { name: '身份证号' })).toHaveValue('3302');
    await waitFor(() => expect(lastQuery(again.load)).toMatchObject({ idcard: '3302' }));
  });

  it('collapses the query bar', async () => {
    await loginAs('syqy');
    renderList();
    await screen.findByText('共 120 条');
    expect(screen.queryByRole('combobox', { name: '所在区域' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /展开/ }));
    // The select loads after the page is usable (src/components/deferred/fieldInputs.tsx).
    expect(await screen.findByRole('combobox', { name: '所在区域' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /收起/ }));
    expect(screen.queryByRole('combobox', { name: '所在区域' })).not.toBeInTheDocument();
  });

  it('exports the current filter as a downloaded file', async () => {
    await loginAs('syqy');
    const { saved, click } = captureDownloads();
    const { exportRun } = renderList();
    await screen.findByText('共 120 条');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '王');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exportRun.mock.calls[0][0]).toMatchObject({ name: '王' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^作业人员_\d{8}\.xlsx$/);
    const sheet = await readSheet(saved[0]);
    expect(sheet.header.slice(0, 3)).toEqual(['姓名', '性别', '身份证号']);
    expectEvery(sheet.rows, (row) => String(row[0]).includes('王'), 'exported rows');
    click.mockRestore();
  });

  it('deletes a row after confirmation and reloads', async () => {
    await loginAs('syqy');
    renderAt('/worker/query', <WorkerQuery />);
    await screen.findByText('共 120 条');
    await userEvent.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    expect((await screen.findAllByText('确定要删除该作业人员及其证书吗？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findAllByText('已删除1名作业人员')).length).toBeGreaterThan(0);
    expect(await screen.findByText('共 119 条')).toBeInTheDocument();
  });

  it('takes columns and conditions from the catalogue, extras after them; a fixed query asks for nothing', async () => {
    await loginAs('syqy');
    const load = vi.fn(listOperators);
    renderWorkerList('worker_expired_test', {
      columns: [{ key: 'certCount', title: '证书数' }],
      fixedQuery: { certState: 'expired' },
      load,
    });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const titles = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(titles).toEqual([
      '姓名',
      '性别',
      '身份证号',
      '手机号码',
      '作业项目',
      '最近有效期至',
      '证书状态',
      '证书数',
    ]);
    expect(lastQuery(load)).toMatchObject({ certState: 'expired' });
    expectEvery([...bodyRows()], (row) => row.textContent!.includes('已过期'), 'expired rows');
    await userEvent.click(screen.getByRole('button', { name: /展开/ }));
    // The select loads after the page is usable (src/components/deferred/fieldInputs.tsx).
    expect(await screen.findByRole('combobox', { name: '所在区域' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '证书状态' })).not.toBeInTheDocument();
  });

  it('shows a column hidden by default once the user ticks it in 列设置, and remembers it', async () => {
    await loginAs('syqy');
    renderWorkerList('worker_secondary_test', {
      columns: [{ key: 'certCount', title: '证书数', hiddenByDefault: true }],
    });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const titles = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(titles()).toContain('姓名');
    expect(titles()).not.toContain('证书数');

    await userEvent.click(await screen.findByRole('button', { name: /列设置/ }));
    const settings = await screen.findByRole('group', { name: '列设置' });
    const secondary = within(settings).getByRole('checkbox', { name: '证书数' });
    expect(secondary).not.toBeChecked();
    await userEvent.click(secondary);
    await waitFor(() => expect(titles().at(-1)).toBe('证书数'));
    expect(useListStore.getState().lists.worker_secondary_test.columns?.hidden).not.toContain('certCount');
    // Each row shows its own count in the new column.
    const counts = [...bodyRows()].map(
      (row) => row.querySelectorAll('td').item(titles().length - 1).textContent,
    );
    expectEvery(counts, (count) => /^\d+$/.test(count ?? ''), 'certificate counts');

    await userEvent.click(within(settings).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(titles()).not.toContain('证书数'));
  });

  it('shows an error state with a retry when loading fails', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('服务器出错了请稍后再试')).mockResolvedValue({
      list: [],
      count: 0,
      pageNo: 1,
      pageSize: 10,
    });
    renderWorkerList('failing', { load }, '/x');
    expect(await screen.findByText('数据加载失败：服务器出错了请稍后再试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
