import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectEvery } from '../helpers/lists';
import { listEquipment } from '@/api/equipment';
import { USE_STATE } from '@/domain/equipment';
import { equipment, equipmentStatistics } from '@/mocks/families/equipment';
import { beijingDateTime, beijingDay } from '@/utils/beijingTime';
import { fullDate } from '@/utils/fullDate';
import { loginAs } from '../helpers/session';

// 01:00 on 28 November in Beijing, still the 27th in UTC (and on a server whose clock is UTC).
const BEIJING_ONE_AM = new Date('2026-11-27T17:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe("'today' is Beijing's on the client and the stand-in", () => {
  it('reads the day and time on the Beijing clock whatever zone the process runs in', () => {
    expect(beijingDay(BEIJING_ONE_AM)).toBe('2026-11-28');
    expect(beijingDateTime(BEIJING_ONE_AM)).toBe('2026-11-28 01:00:00');
    expect(beijingDay(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
    expect(beijingDay(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
    expect(fullDate(BEIJING_ONE_AM)).toBe('2026年11月28日星期六');
  });

  it('at 01:00 Beijing time the due lists and the home figures start from the day the header shows', async () => {
    // Only the clock is fixed: the stand-in's timers and promises run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEIJING_ONE_AM);
    await loginAs('syqy');
    const inUse = equipment.filter((e) => e.unitId === 'unit-use' && e.usestatus === USE_STATE.inUse);
    const [dueYesterday, dueToday] = inUse;
    const clear = { delaydate: '', inspconclusion: '合格' };
    equipment.update(dueYesterday.id, { ...clear, nextinsdate: '2026-11-27' });
    equipment.update(dueToday.id, { ...clear, nextinsdate: '2026-11-28' });

    const header = fullDate(new Date());
    expect(header).toBe('2026年11月28日星期六');
    const ids = async (inspState: string) =>
      (await listEquipment({ inspState, pageSize: 500 })).list.map((e) => e.id);

    const dueSoon = await listEquipment({ inspState: 'dueSoon', pageSize: 500 });
    expect(dueSoon.list.map((e) => e.id)).toContain(dueToday.id);
    expect(dueSoon.list.map((e) => e.id)).not.toContain(dueYesterday.id);
    // Nothing due before the header's day is 'about to expire'.
    expectEvery(dueSoon.list, (e) => e.nextinsdate >= '2026-11-28', 'dueSoon.list');
    // Due yesterday is overdue now; due today is not.
    expect(await ids('overdue')).toContain(dueYesterday.id);
    expect(await ids('overdue')).not.toContain(dueToday.id);
    // The home figure links to that list: the same count.
    expect(equipmentStatistics('unit-use').dueSoon).toBe(dueSoon.count);
  });
});
