import { describe, expect, it } from 'vitest';
import { dateLimitProblem, limitsInRow, type FieldPath } from '@/components/dateLimits';
import { deviceCodeParts, deviceCodeTypingProblem } from '@/domain/deviceCode';
import { daysFromToday } from '@/utils/beijingTime';

const TODAY = new Date('2026-11-27T20:00:00Z'); // 2026-11-28 in Beijing
const elevator = { equclacode: '3000', equsortcode: '3110', today: TODAY };

describe('设备代码 as typed', () => {
  it('names the part that is wrong and its positions', () => {
    expect(deviceCodeTypingProblem('31A', elevator)?.message).toBe(
      '第3位「A」不是数字（品种代码）：设备代码只含数字',
    );
    expect(deviceCodeTypingProblem('311033O1', elevator)).toEqual({
      part: '制造单位代码',
      message: '第7位「O」不是数字（制造单位代码）：设备代码只含数字',
    });
    expect(deviceCodeTypingProblem('3120', elevator)).toEqual({
      part: '品种代码',
      message: '第1–4位品种代码「3120」与所选品种（3110 曳引驱动乘客电梯）不符',
    });
    expect(deviceCodeTypingProblem('4', { equclacode: '3000', today: TODAY })?.message).toBe(
      '第1位「4」与所选设备类别（3000 电梯）不符',
    );
    expect(deviceCodeTypingProblem('3110330122027', elevator)).toEqual({
      part: '制造年份',
      message: '第10–13位制造年份「2027」无效：应在1950年至2026年之间',
    });
    expect(deviceCodeTypingProblem('3110330121949', elevator)?.part).toBe('制造年份');
  });

  it('lets a code be typed part by part; only a save asks for the rest', () => {
    for (const typed of ['3', '311', '311033012', '311033012202', '3110330122021004'])
      expect(deviceCodeTypingProblem(typed, elevator)).toBeUndefined();
    expect(deviceCodeTypingProblem('311033012202100456', { ...elevator, complete: true })).toBeUndefined();
    expect(deviceCodeTypingProblem('31103301220', { ...elevator, complete: true })?.message).toBe(
      '设备代码为18位，还差7位（缺制造年份、顺序号）',
    );
  });

  it('splits what is typed into its parts', () => {
    expect(deviceCodeParts('311033012').map((p) => p.typed)).toEqual(['3110', '33012', '', '']);
  });
});

describe('date limits', () => {
  const form: Record<string, string> = { makedate: '2020-05-01', lastinsdate: '' };
  const read = (field: FieldPath) => (typeof field === 'string' ? form[field] : undefined);
  const today = '2026-11-28';

  it('refuses before today, after today, before or on the date followed, with the server’s words', () => {
    const notPast = { notBefore: 'today' as const };
    expect(dateLimitProblem('2026-11-27', '期望检验日期', notPast, read, today)).toBe(
      '期望检验日期不能早于今天',
    );
    expect(dateLimitProblem('2026-11-28', '期望检验日期', notPast, read, today)).toBeUndefined();
    expect(dateLimitProblem('2026-11-29', '制造日期', { notAfter: 'today' }, read, today)).toBe(
      '制造日期不能晚于今天',
    );
    const afterMake = { notBefore: { field: 'makedate', label: '制造日期' } };
    expect(dateLimitProblem('2020-04-30', '投入使用日期', afterMake, read, today)).toBe(
      '投入使用日期不能早于制造日期',
    );
    expect(dateLimitProblem('2020-05-01', '投入使用日期', afterMake, read, today)).toBeUndefined();
    const strictlyAfter = { after: { field: 'makedate', label: '制造日期' } };
    expect(dateLimitProblem('2020-05-01', '下次检验日期', strictlyAfter, read, today)).toBe(
      '下次检验日期须晚于制造日期',
    );
    // An empty field it follows limits nothing.
    const afterLast = { after: { field: 'lastinsdate', label: '上次检验日期' } };
    expect(dateLimitProblem('1990-01-01', '下次检验日期', afterLast, read, today)).toBeUndefined();
  });

  it('measures a date of a row against the same row', () => {
    const rows = { qualifications: [{ issuedate: '2024-03-01' }, { issuedate: '2025-01-10' }] };
    const readPath = (field: FieldPath) =>
      [field].flat().reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], rows);
    const afterIssue = { after: { field: 'issuedate', label: '发证日期' } };
    const second = limitsInRow(afterIssue, ['qualifications', 1]);
    expect(dateLimitProblem('2024-06-01', '有效期至', second, readPath, today)).toBe(
      '有效期至须晚于发证日期',
    );
    expect(dateLimitProblem('2025-01-11', '有效期至', second, readPath, today)).toBeUndefined();
    const first = limitsInRow(afterIssue, ['qualifications', 0]);
    expect(dateLimitProblem('2024-06-01', '有效期至', first, readPath, today)).toBeUndefined();
    // Today stays today in a row.
    expect(limitsInRow({ notAfter: 'today' }, ['qualifications', 0]).notAfter).toBe('today');
  });

  it('counts days from Beijing’s today', () => {
    expect(daysFromToday('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysFromToday('2026-12-28', '2026-11-28')).toBe(30);
    expect(daysFromToday('2026-11-01', '2026-11-28')).toBe(-27);
  });
});
