import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kindOfVariety } from '@/domain/equipmentKinds';
import { EQUIPMENT_CHANGE_STATUS } from '@/domain/equipmentFile';
import { equipment, equipmentChanges, inspectionHistoryOf } from '@/mocks/families/equipment';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { useTabs } from '@/stores/tabs';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

const firstOf = (key: string) =>
  equipment.findBy((e) => e.unitId === 'unit-use' && kindOfVariety(e.equsortcode)?.key === key)!;

describe('the equipment file, one renderer for every kind', () => {
  it('shows a boiler’s and an elevator’s groups, own parameters and histories', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    // Each kind's title and own parameters, written out: the page takes them from the kind's declaration.
    const kinds = [
      ['boiler', '锅炉', ['额定蒸发量(t/h)', '额定热功率(MW)', '额定工作压力(MPa)', '燃料种类']],
      ['elevator', '电梯', ['额定速度(m/s)', '额定载重量(kg)', '层数(层)', '站数(站)', '门数(门)']],
    ] as const;
    for (const [key, title, parameters] of kinds) {
      const record = firstOf(key);
      const { unmount } = renderApp(`/equipment/detail/${key}?mode=view&id=${record.id}`);
      expect(await screen.findByText(`${title}档案：${record.equname}（${record.equcode}）`)).toBeVisible();
      for (const group of ['识别与登记信息', '使用与管理信息', '制造与安装信息', '检验信息', '技术参数']) {
        expect(screen.getByText(group), `${key} ${group}`).toBeInTheDocument();
      }
      // The kind's own parameters, none of the other kind's.
      for (const label of parameters) expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByText(key === 'boiler' ? '额定速度(m/s)' : '燃料种类')).toBeNull();
      // Boilers carry the internal inspection series too.
      expect(screen.queryByText('上次内部检验日期') !== null).toBe(key === 'boiler');

      const inspections = inspectionHistoryOf(record);
      // The tabs load after the descriptions.
      await user.click(await screen.findByRole('tab', { name: `检验记录（${inspections.length}）` }));
      const table = screen.getByRole('tabpanel');
      expect(within(table).getByText(inspections[0].reportno)).toBeInTheDocument();
      expect(within(table).getAllByRole('row')).toHaveLength(inspections.length + 1);
      expect(screen.getByRole('tab', { name: /^登记记录（\d+）$/ })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: '设备资料' })).toBeInTheDocument();
      unmount();
    }
  });

  it('edit mode submits a change request; the file then shows it pending with before and after', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const record = { ...firstOf('elevator') };
    const { router } = renderApp(`/equipment/detail/elevator?mode=edit&id=${record.id}`);
    const innerCode = await screen.findByRole('textbox', { name: '单位内编号' });
    await user.clear(innerCode);
    await user.type(innerCode, 'KT-NEW-01');
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(router.state.location.search).toContain('mode=view'));
    expect(await screen.findByText('变更申请待审核')).toBeVisible();
    const request = equipmentChanges.findBy(
      (c) => c.equipmentId === record.id && c.status === EQUIPMENT_CHANGE_STATUS.pending,
    )!;
    expect(request.after).toEqual({ innercode: 'KT-NEW-01' });
    // The equipment is unchanged until the authority approves.
    expect(equipment.find(record.id)?.innercode).toBe(record.innercode);
    // The tabs and the change table load after the descriptions.
    await user.click(await screen.findByRole('tab', { name: '变更申请' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(request.applyNo)).toBeInTheDocument();
    expect(within(panel).getByText(`${record.innercode} → KT-NEW-01`)).toBeInTheDocument();
    expect(within(panel).getByText('待审核')).toBeInTheDocument();
    // The unit may withdraw it.
    expect(screen.getByRole('button', { name: '撤回变更申请' })).toBeVisible();
  });
});
