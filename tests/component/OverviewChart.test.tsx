import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '@/app/AppProviders';
import { chartSummary, OverviewChart } from '@/components/OverviewChart';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { useTabs } from '@/stores/tabs';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

describe('OverviewChart', () => {
  it('is one image named by its figures; without a canvas (jsdom) the summary stands alone', () => {
    render(
      <AppProviders>
        <OverviewChart
          title="按类别设备数"
          kind="bar"
          unit="台"
          categories={['锅炉', '电梯']}
          series={[{ name: '设备数', values: [3, 12] }]}
          height={120}
        />
      </AppProviders>,
    );
    const chart = screen.getByRole('img', { name: '按类别设备数：锅炉 3台，电梯 12台' });
    expect(chart).toHaveStyle({ height: '120px' });
    expect(chart).toBeEmptyDOMElement();
  });

  it('names every series of a line chart in the summary', () => {
    expect(
      chartSummary({
        title: '月度到期证书',
        kind: 'line',
        unit: '本',
        categories: ['1月', '2月'],
        series: [
          { name: '即将到期', values: [4, 0] },
          { name: '已过期', values: [1, 2] },
        ],
      }),
    ).toBe('月度到期证书：1月 即将到期4本、已过期1本，2月 即将到期0本、已过期2本');
  });

  it('the worker overview charts the people by work item with the figures of its table', async () => {
    await loginAs('syqy');
    renderApp('/worker/overview');
    const chart = await screen.findByRole('img', { name: /^按作业项目持证人数：/ });
    // The seed's figures and the work items' names, written out: the page builds its summary from the
    // same overview with chartSummary and labelOf, which are what this checks.
    expect(chart).toHaveAccessibleName(
      '按作业项目持证人数：A 特种设备安全管理 26人，G1 工业锅炉司炉 20人，G3 锅炉水处理 22人，' +
        'R1 快开门式压力容器操作 10人，T 电梯修理 17人，Q1 起重机指挥 15人，Q2 起重机司机 16人，' +
        'N1 叉车司机 17人，N2 观光车和观光列车司机 12人，S1 客运索道修理 20人，S2 客运索道司机 23人，' +
        'Y1 大型游乐设施修理 26人，Y2 大型游乐设施操作 23人',
    );
    // The table beside it carries the same figure for the same work item.
    // Found by its cells' text: the row's accessible name, computed over the whole table, took 15 s in jsdom.
    const row = screen.getByText('A 特种设备安全管理').closest('tr')!;
    expect([...row.cells].slice(0, 2).map((cell) => cell.textContent)).toEqual(['A 特种设备安全管理', '26']);
    expect(within(row).getByRole('button', { name: '查看人员' })).toBeEnabled();
  });
});
