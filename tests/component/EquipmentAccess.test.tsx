import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { EQUIPMENT_KIND_KEYS } from '@/domain/equipmentKindTitles';
import { kindOfVariety } from '@/domain/equipmentKinds';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { equipment, pipelineSegments } from '@/mocks/families/equipment';
import { equipmentSection } from '@/routes/sections/equipment';
import { useTabs } from '@/stores/tabs';
import { renderApp } from '../helpers/render';
import { loginAs } from '../helpers/session';
import { onBeijingDay } from '../helpers/clock';

// A list's rows come after its page's code and the stand-in's answer: some twenty routes one after
// another take minutes on a busy machine (scaled like the suite's limits, vite.config.ts).
const EVERY_ROUTE_LIMIT_MS = 180_000 * Number(process.env.TEST_TIME_SCALE ?? 1);

beforeEach(() => {
  useTabs.setState({ userId: '' });
  usePasswordDialog.setState({ open: false });
});

type EquipmentRouteName = (typeof equipmentSection.children)[number]['name'];

/** The first record of unit-use (syqy's unit) of a kind. */
/** The file titles the pages show, written out (the pages read EQUIPMENT_KIND_TITLES). */
const FILE_TITLES: Record<(typeof EQUIPMENT_KIND_KEYS)[number], string> = {
  boiler: '锅炉',
  pressureVessel: '压力容器',
  elevator: '电梯',
  hoistingMachinery: '起重机械',
  fieldMotorVehicles: '场(厂)内专用机动车辆',
  majorAmusementFacilities: '大型游乐设施',
  pressurePiping: '压力管道（工业、公用）',
  pressurePipeline: '长输管道',
  passengerRopeway: '客运索道',
};

const firstOf = (key: string) =>
  equipment.findBy((e) => e.unitId === 'unit-use' && kindOfVariety(e.equsortcode)?.key === key)!;

/**
 * Every route of the equipment section: the query it opens with and what shows once its page has
 * loaded its data. A route added to the section without a line here fails the test. A list shows its
 * toolbar and its 共 0 条 whether or not it loaded: each is checked by the equipment code (or the
 * segment number) of its first row in the seed, written out.
 */
function pages(): Record<EquipmentRouteName, [query: string, shown: string]> {
  const files = Object.fromEntries(
    EQUIPMENT_KIND_KEYS.map((key) => {
      const record = firstOf(key);
      return [
        `equipment_file_${key}`,
        [`?mode=view&id=${record.id}`, `${FILE_TITLES[key]}档案：${record.equname}（${record.equcode}）`],
      ];
    }),
  ) as Record<`equipment_file_${(typeof EQUIPMENT_KIND_KEYS)[number]}`, [string, string]>;
  const segment = pipelineSegments.findBy((s) => s.unitId === 'unit-use')!;
  return {
    equipment_overview: ['', '按类别统计'],
    equipment_query_comprehensive: ['', '331033815201200001'],
    equipment_query_timeout: ['', '511033511201000051'],
    equipment_query_fault: ['', '312033017201500017'],
    equipment_query_non_use: ['', '311033765202300005'],
    equipment_query_about_expire: ['', '311033467201300042'],
    equipment_query_detect_due: ['', '312033819200800144'],
    equipment_query_detect_extended: ['', '831033395201400075'],
    equipment_query_payload_time: ['', '311033722202100169'],
    equipment_query_pressure_piping: ['', '831033395201400075'],
    equipment_pipeline_maintain: ['', 'GD-016-01'],
    equipment_pipeline_segment: [`?mode=view&id=${segment.id}`, segment.segname],
    equipment_device_new: ['', '先选择设备类别，再填写该类设备的基本信息和技术参数。'],
    equipment_pipeline_new: ['', '先选择设备类别，再填写该类设备的基本信息和技术参数。'],
    ...files,
  };
}

const pathOf = (path: string) => `/equipment/${path}`;

describe('equipment section access', () => {
  it(
    'every route (lists, forms and the nine files) renders for a use unit',
    async () => {
      // The first rows of the due and overdue lists written out below are those of this day.
      onBeijingDay('2026-11-28');
      await loginAs('syqy');
      const expected = pages();
      expect(Object.keys(expected).sort()).toEqual(equipmentSection.children.map((r) => r.name).sort());
      expect(equipmentSection.children.filter((r) => r.path.startsWith('detail/'))).toHaveLength(9);
      for (const route of equipmentSection.children) {
        const [query, shown] = expected[route.name];
        const path = pathOf(route.path) + query;
        const { router, unmount } = renderApp(path);
        const found = await screen.findAllByText(shown);
        expect(found[0], path).toBeVisible();
        expect(router.state.location.pathname, path).toBe(pathOf(route.path));
        unmount();
      }
    },
    EVERY_ROUTE_LIMIT_MS,
  );

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
