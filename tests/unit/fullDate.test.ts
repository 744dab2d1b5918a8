import { describe, expect, it } from 'vitest';
import { fullDate } from '@/utils/fullDate';

describe('fullDate', () => {
  it("writes a date as Intl's full Chinese date style does", () => {
    const intl = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'full', timeZone: 'Asia/Shanghai' });
    // A week of days (every weekday name), single- and double-digit months and days, a leap day.
    const dates = [
      ...Array.from({ length: 7 }, (_, i) => new Date(2026, 10, 22 + i)),
      new Date(2026, 0, 1),
      new Date(2028, 1, 29),
      new Date(1999, 11, 31),
    ];
    for (const date of dates) expect(fullDate(date)).toBe(intl.format(date));
    expect(fullDate(new Date(2026, 10, 22))).toBe('2026年11月22日星期日');
  });
});
