import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { EQUIPMENT_KIND_KEYS, EQUIPMENT_KIND_TITLES } from '@/domain/equipmentKindTitles';
import { kindOfVariety } from '@/domain/equipmentKinds';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { equipment, pipelineSegments } from '@/mocks/families/equipment';
import { equipmentSection } from '@/routes/sections/equipment';
import { useTabs } from '@/stores/tabs';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

type EquipmentRouteName = (typeof equipmentSection.children)[number]['name'];

/** The first record of unit-use (syqy's unit) of a kind. */
const firstOf = (key: string) =>
  equipment.findBy((e) => e.unitId === 'unit-use' && kindOfVariety(e.equsortcode)?.key === key)!;

const LIST = /^共 \d+ 条$/;

/**
 * Every route of the equipment section: the query it opens with and what shows once its page has
 * loaded its data. A route added to the section without a line here fails the test.
 */
function pages(): Record<EquipmentRouteName, [query: string, shown: RegExp | string]> {
  const files = Object.fromEntries(
    EQUIPMENT_KIND_KEYS.map((key) => {
      const record = firstOf(key);
      return [
        `equipment_file_${key}`,
        [
          `?mode=view&id=${record.id}`,
          `${EQUIPMENT_KIND_TITLES[key]}档案：${record.equname}（${record.equcode}）`,
        ],
      ];
    }),
  ) as Record<`equipment_file_${(typeof EQUIPMENT_KIND_KEYS)[number]}`, [string, string]>;
  const segment = pipelineSegments.findBy((s) => s.unitId === 'unit-use')!;
  return {
    equipment_overview: ['', '按类别统计'],
    equipment_query_comprehensive: ['', LIST],
    equipment_query_timeout: ['', LIST],
    equipment_query_fault: ['', LIST],
    equipment_query_non_use: ['', LIST],
    equipment_query_about_expire: ['', LIST],
    equipment_query_detect_due: ['', LIST],
    equipment_query_detect_extended: ['', LIST],
    equipment_query_payload_time: ['', LIST],
    equipment_query_pressure_piping: ['', LIST],
    equipment_pipeline_maintain: ['', LIST],
    equipment_pipeline_segment: [`?mode=view&id=${segment.id}`, segment.segname],
    equipment_device_new: ['', '先选择设备类别，再填写该类设备的基本信息和技术参数。'],
    equipment_pipeline_new: ['', '先选择设备类别，再填写该类设备的基本信息和技术参数。'],
    ...files,
  };
}

const pathOf = (path: string) => `/equipment/${path}`;

describe('equipment section access', () => {
  it('every route (lists, forms and the nine files) renders for a use unit', async () => {
    await loginAs('syqy');
    const expected = pages();
    expect(Object.keys(expected).sort()).toEqual(equipmentSection.children.map((r) => r.name).sort());
    expect(equipmentSection.children.filter((r) => r.path.startsWith('detail/'))).toHaveLength(9);
    for (const route of equipmentSection.children) {
      const [query, shown] = expected[route.name];
      const path = pathOf(route.path) + query;
      const { router, unmount } = renderApp(path);
      const found = await screen.findAllByText(shown, {}, { timeout: 5000 });
      expect(found[0], path).toBeVisible();
      expect(router.state.location.pathname, path).toBe(pathOf(route.path));
      unmount();
    }
  }, 60_000);

  it('every route refuses an account without the equipment access codes (/401)', async () => {
    await loginAs('wbdw');
    const expected = pages();
    for (const route of equipmentSection.children) {
      const { router, unmount } = renderApp(pathOf(route.path) + expected[route.name][0]);
      await waitFor(() => expect(router.state.location.pathname, route.path).toBe('/401'));
      unmount();
    }
  }, 60_000);
});
