import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeviceCodeInput, deviceCodeRules } from '@/components/DeviceCodeInput';
import { useListStore } from '@/components/listStore';
import { RecordForm } from '@/components/RecordForm';
import { beijingDay, dayFromToday } from '@/utils/beijingTime';
import WorkerDetail from '@/pages/worker/WorkerDetail';
import WorkerQuery from '@/pages/worker/WorkerQuery';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { captureDownloads, useNodeBlobs } from '../helpers/node-blobs';
import { readSheet } from '../helpers/workbooks';
import { renderAt } from './render';
import { renderWorkerList } from './workerList';

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
const idCardOf = (row: HTMLElement) => within(row).getAllByRole('cell')[3].textContent ?? '';

describe('ListPage selection', () => {
  beforeEach(() => useListStore.getState().clear());

  it('keeps ticked rows across pages with their count; 清空 forgets them all', async () => {
    await loginAs('syqy');
    const { router } = renderWorkerList('worker_selection_test', {
      batchActions: [{ label: '打印', to: (keys) => `/elsewhere?ids=${keys.join(',')}` }],
    });
    await screen.findByText('共 120 条');
    const tick = async () => {
      const row = bodyRows()[0];
      await userEvent.click(within(row).getByRole('checkbox'));
      return idCardOf(row);
    };
    const first = await tick();
    expect(screen.getByRole('status')).toHaveTextContent('已选 1 项');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(idCardOf(bodyRows()[0])).not.toBe(first));
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent('已选 2 项');
    expect(screen.getByRole('button', { name: /打印（2）/ })).toBeEnabled();

    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: '清空' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeDisabled();
    expect(within(bodyRows()[0]).getByRole('checkbox')).not.toBeChecked();

    // Ticked again on both pages, the action gets both.
    await tick();
    await userEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(idCardOf(bodyRows()[0])).toBe(first));
    await tick();
    await userEvent.click(screen.getByRole('button', { name: /打印（2）/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(new URLSearchParams(router.state.location.search).get('ids')!.split(',')).toHaveLength(2);
  });
});

describe('导出选中', () => {
  useNodeBlobs();
  beforeEach(() => useListStore.getState().clear());

  it('exports only the ticked rows, from two pages and an earlier search, whatever the filter now', async () => {
    await loginAs('syqy');
    const { saved, click } = captureDownloads();
    renderAt('/worker/query', <WorkerQuery />);
    await screen.findByText('共 120 条');
    const exportSelected = () => screen.getByRole('button', { name: /导出选中/ });
    expect(exportSelected()).toBeDisabled();
    const tick = async () => {
      const row = bodyRows()[0];
      await userEvent.click(within(row).getByRole('checkbox'));
      return idCardOf(row);
    };
    const ticked = [await tick()];
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(idCardOf(bodyRows()[0])).not.toBe(ticked[0]));
    ticked.push(await tick());
    // Another search: the ticks of before stay, and a third joins from this one.
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '王');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expectEvery(bodyRows(), (row) => row.textContent!.includes('王'), 'rows named 王'));
    const named = bodyRows().find((row) => !ticked.includes(idCardOf(row)))!;
    await userEvent.click(within(named).getByRole('checkbox'));
    ticked.push(idCardOf(named));

    await userEvent.click(exportSelected());
    await waitFor(() => expect(click).toHaveBeenCalled());
    const sheet = await readSheet(saved[0]);
    const idCards = sheet.rows.map((row) => String(row[sheet.header.indexOf('身份证号')]));
    expect(idCards.sort()).toEqual([...ticked].sort());
    click.mockRestore();
  });
});

interface Draft {
  equsortcode: string;
  equcode: string;
  makedate: string;
  usedate: string;
  wishDate: string;
}

function renderDraft(save = vi.fn()) {
  renderAt(
    '/form',
    <RecordForm<Draft>
      mode="add"
      sections={[
        {
          title: '设备',
          fields: [
            { name: 'equcode', label: '设备代码', input: <DeviceCodeInput />, rules: deviceCodeRules },
            { name: 'makedate', label: '制造日期', type: 'date', dates: { notAfter: 'today' } },
            {
              name: 'usedate',
              label: '投入使用日期',
              type: 'date',
              dates: { notBefore: { field: 'makedate', label: '制造日期' } },
            },
            { name: 'wishDate', label: '期望检验日期', type: 'date', dates: { notBefore: 'today' } },
          ],
        },
      ]}
      empty={() => ({
        equsortcode: '3110',
        makedate: '2020-05-10',
        usedate: '2020-05-20',
        wishDate: beijingDay(),
      })}
      save={save}
    />,
  );
  return save;
}

/** Opens the picker of a date field (it loads on focus) and waits for the panel showing this day. */
async function openPicker(label: string, shownDay: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: label }));
  let panel: HTMLElement | undefined;
  await waitFor(() => {
    panel = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown')].find((dropdown) =>
      dropdown.querySelector(`td[title="${shownDay}"]`),
    );
    expect(panel).toBeDefined();
  });
  return panel!;
}
const dayCell = (panel: HTMLElement, day: string) => panel.querySelector<HTMLElement>(`td[title="${day}"]`);
const isDisabled = (cell: HTMLElement | null) => {
  expect(cell).not.toBeNull();
  return cell!.classList.contains('ant-picker-cell-disabled');
};

describe('forms that guide', () => {
  it('设备代码: the structure under the box, the wrong part named as typed, a short code on save', async () => {
    await loginAs('syqy');
    const save = renderDraft();
    const code = await screen.findByRole('textbox', { name: '设备代码' });
    expect(screen.getByText(/^结构：/)).toHaveTextContent('品种代码（4位）····');
    await userEvent.type(code, '3120');
    expect(
      await screen.findByText('第1–4位品种代码「3120」与所选品种（3110 曳引驱动乘客电梯）不符'),
    ).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '3110330122099');
    expect(
      await screen.findByText(
        '第10–13位制造年份「2099」无效：应在1950年至' + beijingDay().slice(0, 4) + '年之间',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-part-state="wrong"]')).toHaveTextContent('制造年份');
    await userEvent.clear(code);
    await userEvent.type(code, '31103301220');
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('设备代码为18位，还差7位（缺制造年份、顺序号）')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('date pickers disable the days the server refuses', async () => {
    await loginAs('syqy');
    renderDraft();
    // 投入使用日期 not before 制造日期 (2020-05-10): the picker opens on its value's month.
    let panel = await openPicker('投入使用日期', '2020-05-20');
    expect(isDisabled(dayCell(panel, '2020-05-09'))).toBe(true);
    expect(isDisabled(dayCell(panel, '2020-05-10'))).toBe(false);
    await userEvent.keyboard('{Escape}');

    // 期望检验日期 not before Beijing's today.
    const today = beijingDay();
    const yesterday = dayFromToday(-1);
    panel = await openPicker('期望检验日期', today);
    expect(isDisabled(dayCell(panel, today))).toBe(false);
    if (!dayCell(panel, yesterday))
      await userEvent.click(panel.querySelector<HTMLElement>('.ant-picker-header-prev-btn')!);
    expect(isDisabled(dayCell(panel, yesterday))).toBe(true);
  });

  it("certificate rows: 发证日期 not after today, 有效期至 after the same row's 发证日期", async () => {
    await loginAs('syqy');
    renderAt('/worker/detail?mode=add', <WorkerDetail />, '/worker/detail');
    const today = beijingDay();
    const yesterday = dayFromToday(-1);
    const tomorrow = dayFromToday(1);
    /** The open picker of the index-th field of this label, moved to the month of `day`. */
    const pickerAt = async (label: string, index: number, day: string) => {
      await userEvent.click((await screen.findAllByRole('textbox', { name: label }))[index]);
      let panel: HTMLElement | undefined;
      await waitFor(() => {
        panel = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown')].findLast(
          (dropdown) => !dropdown.classList.contains('ant-picker-dropdown-hidden'),
        );
        expect(panel?.querySelector(`td[title="${today}"]`)).toBeTruthy();
      });
      if (!dayCell(panel!, day)) {
        const step = day > today ? '.ant-picker-header-next-btn' : '.ant-picker-header-prev-btn';
        await userEvent.click(panel!.querySelector<HTMLElement>(step)!);
      }
      return panel!;
    };

    let panel = await pickerAt('发证日期', 0, tomorrow);
    expect(isDisabled(dayCell(panel, tomorrow))).toBe(true);
    if (!dayCell(panel, today)) await userEvent.click(panel.querySelector('.ant-picker-header-prev-btn')!);
    expect(isDisabled(dayCell(panel, today))).toBe(false);
    // Issued today: valid from tomorrow on.
    await userEvent.click(dayCell(panel, today)!);
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: '发证日期' })[0]).toHaveValue(today));

    panel = await pickerAt('有效期至', 0, today);
    expect(isDisabled(dayCell(panel, today))).toBe(true);
    expect(isDisabled(dayCell(panel, yesterday) ?? dayCell(panel, today))).toBe(true);
    if (!dayCell(panel, tomorrow)) await userEvent.click(panel.querySelector('.ant-picker-header-next-btn')!);
    expect(isDisabled(dayCell(panel, tomorrow))).toBe(false);
    await userEvent.keyboard('{Escape}');

    // Another certificate reads its own 发证日期 (none yet): today is open to it.
    await userEvent.click(screen.getByRole('button', { name: /添加证书/ }));
    panel = await pickerAt('有效期至', 1, today);
    expect(isDisabled(dayCell(panel, today))).toBe(false);
  });
});
