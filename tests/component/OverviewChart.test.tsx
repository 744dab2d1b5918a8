import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '@/app/AppProviders';
import { getOperatorOverview } from '@/api/operator';
import { chartSummary, OverviewChart } from '@/components/OverviewChart';
import { labelOf } from '@/domain/dict';
import { WORK_ITEMS } from '@/domain/workers';
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
    const expected = await getOperatorOverview();
    renderApp('/worker/overview');
    const chart = await screen.findByRole('img', { name: /^按作业项目持证人数：/ });
    const busiest = expected.byWorkItem.reduce((a, b) => (b.count > a.count ? b : a));
    expect(busiest.count).toBeGreaterThan(0);
    const label = `${busiest.workitem} ${labelOf(WORK_ITEMS, busiest.workitem)}`;
    expect(chart).toHaveAccessibleName(
      `按作业项目持证人数：${expected.byWorkItem
        .map((r) => `${r.workitem} ${labelOf(WORK_ITEMS, r.workitem)} ${r.count}人`)
        .join('，')}`,
    );
    // The table beside it carries the same figure for the same work item.
    const row = screen.getByRole('row', { name: new RegExp(`^${label} ${busiest.count}\\b`) });
    expect(within(row).getByRole('button', { name: '查看人员' })).toBeEnabled();
  });
});
