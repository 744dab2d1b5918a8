import { describe, expect, it } from 'vitest';
import { labelOf, treePath } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES, IN_SERVICE_CATEGORIES, USE_STATE, USE_STATES } from '@/domain/equipment';
import { equipment, equipmentOverview, equipmentStatistics } from '@/mocks/families/equipment';

describe('stand-in equipment', () => {
  it('stores codes of the domain dictionaries: category above variety, use state', () => {
    const rows = equipment.all();
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      expect(treePath(EQUIPMENT_CATEGORIES, row.equsortcode)[0]).toBe(row.equclacode);
      expect(USE_STATES.map((s) => s.value)).toContain(row.usestatus);
    }
    // Labels come from the dictionary when shown.
    expect(labelOf(USE_STATES, rows.find((r) => r.usestatus === USE_STATE.stopped)?.usestatus)).toBe('停用');
  });

  it('counts a unit’s equipment by the in-service categories and the use-state codes', () => {
    const statistics = equipmentStatistics('unit-use');
    expect(statistics.byCategory.map((c) => [c.code, c.name])).toEqual(
      IN_SERVICE_CATEGORIES.map((c) => [c.value, c.label]),
    );
    expect(statistics.byCategory.map((c) => c.code)).not.toContain('7000');
    expect(statistics.byCategory.reduce((sum, c) => sum + c.count, 0)).toBe(statistics.total);
    const own = equipment.filter((e) => e.unitId === 'unit-use');
    expect(statistics.notInUse).toBe(own.filter((e) => e.usestatus === USE_STATE.stopped).length);
    const overview = equipmentOverview('unit-use');
    expect(overview.inUse + overview.stopped + overview.scrapped + overview.cancelled).toBe(own.length);
    expect(overview.stopped).toBe(statistics.notInUse);
  });
});
