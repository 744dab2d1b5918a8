import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USE_STATE } from '@/domain/equipment';
import { equipment, equipmentOverview } from '@/mocks/families/equipment';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { useTabs } from '@/stores/tabs';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

describe('equipment section', () => {
  it('overview: figures by state and by category, each opening its list with that filter', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const expected = equipmentOverview('unit-use');
    const { router } = renderApp('/equipment/overview');
    const overdue = await screen.findByRole('link', { name: `超期未检 ${expected.totals.overdue}` });
    expect(screen.getByRole('link', { name: `设备总数 ${expected.totals.total}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `停用设备 ${expected.totals.stopped}` })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `检验不合格 ${expected.totals.unqualified}` }),
    ).toBeInTheDocument();
    expect(overdue).toHaveAttribute('href', '/equipment/query-timeout');
    const elevators = expected.byCategory.find((c) => c.code === '3000')!;
    expect(elevators.total).toBeGreaterThan(0);
    await user.click(screen.getByRole('link', { name: `电梯设备总数 ${elevators.total}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipment/query-comprehensive'));
    expect(await screen.findByText(`共 ${elevators.total} 条`)).toBeInTheDocument();
    // The list's category condition shows the filter the figure set.
    const conditions = screen.getByRole('form', { name: '查询条件' });
    expect(await within(conditions).findByText('电梯')).toBeInTheDocument();
  });

  it('a state list: its own condition fixed, the shared filters on top', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const stopped = equipment.filter((e) => e.unitId === 'unit-use' && e.usestatus === USE_STATE.stopped);
    renderApp('/equipment/query-non-use');
    expect(await screen.findByText(`共 ${stopped.length} 条`)).toBeInTheDocument();
    const conditions = screen.getByRole('form', { name: '查询条件' });
    // 使用状态 is the list's own condition: no filter offers it.
    expect(within(conditions).queryByLabelText('使用状态')).toBeNull();
    const name = stopped[0].equname;
    await user.type(within(conditions).getByRole('textbox', { name: '设备代码' }), stopped[0].equcode);
    await user.click(within(conditions).getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.getAllByText(name).length).toBeGreaterThan(0);
  });

  it('a unit type without the equipment menus is refused', async () => {
    await loginAs('wbdw');
    const { router } = renderApp('/equipment/overview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });
});
