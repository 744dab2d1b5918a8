import { onTestFinished, vi } from 'vitest';

/**
 * Fixes the clock (Date only; timers and promises run as usual) at noon of a Beijing day for the running
 * test. The seed's dates are fixed but 'overdue', 'due soon' and dated file names are read against today,
 * so a figure a test writes out holds only on the day it was written for.
 */
export function onBeijingDay(day: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00+08:00`));
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
