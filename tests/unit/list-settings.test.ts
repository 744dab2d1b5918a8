import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { arrangeColumns, moveColumn, resizeColumn, toggleColumn } from '@/components/columnSettings';
import { listStorageKey, useListState, useListStore } from '@/components/listStore';
import { useSession } from '@/stores/session';
import { loginAs } from '../helpers/session';

const DECLARED = [
  { key: 'equcode', title: '设备代码', width: 180 },
  { key: 'equregcode', title: '注册代码' },
  { key: 'equname', title: '设备名称' },
  { key: 'nextinsdate', title: '下次检验日期', width: 120 },
];
const keysOf = (settings: Parameters<typeof arrangeColumns>[1]) =>
  arrangeColumns(DECLARED, settings)
    .filter((a) => a.shown)
    .map((a) => a.column.key);

describe('column settings', () => {
  it('hides, moves and resizes columns; the last shown column stays', () => {
    let settings = toggleColumn(DECLARED, undefined, 'equregcode', false);
    expect(keysOf(settings)).toEqual(['equcode', 'equname', 'nextinsdate']);
    settings = moveColumn(DECLARED, settings, 'nextinsdate', -1);
    expect(keysOf(settings)).toEqual(['equcode', 'nextinsdate', 'equname']);
    // The first column cannot move earlier.
    expect(moveColumn(DECLARED, settings, 'equcode', -1).order).toEqual(settings.order);
    settings = resizeColumn(DECLARED, settings, 'equname', 2000);
    expect(arrangeColumns(DECLARED, settings).find((a) => a.column.key === 'equname')?.width).toBe(600);
    settings = resizeColumn(DECLARED, settings, 'equname', null);
    expect(settings.widths).toEqual({});
    for (const key of ['equcode', 'equname']) settings = toggleColumn(DECLARED, settings, key, false);
    expect(keysOf(settings)).toEqual(['nextinsdate']);
    expect(keysOf(toggleColumn(DECLARED, settings, 'nextinsdate', false))).toEqual(['nextinsdate']);
  });

  it('places a column declared after the settings were saved beside its declared neighbour', () => {
    const saved = { order: ['equname', 'equcode', 'nextinsdate'], hidden: [], widths: {} };
    expect(keysOf(saved)).toEqual(['equname', 'equcode', 'equregcode', 'nextinsdate']);
    // A key the declaration no longer has is dropped.
    expect(keysOf({ ...saved, order: ['gone', ...saved.order] })).not.toContain('gone');
  });

  describe('a column hidden by default', () => {
    const WITH_SECONDARY = [
      ...DECLARED.slice(0, 2),
      { key: 'usecompany', title: '使用单位', hiddenByDefault: true },
      ...DECLARED.slice(2),
    ];
    const shownKeys = (settings: Parameters<typeof arrangeColumns>[1]) =>
      arrangeColumns(WITH_SECONDARY, settings)
        .filter((a) => a.shown)
        .map((a) => a.column.key);

    it('is offered but not shown until the user shows it; 重置 hides it again', () => {
      expect(shownKeys(undefined)).toEqual(['equcode', 'equregcode', 'equname', 'nextinsdate']);
      expect(arrangeColumns(WITH_SECONDARY, undefined).map((a) => a.column.key)).toContain('usecompany');
      const shown = toggleColumn(WITH_SECONDARY, undefined, 'usecompany', true);
      expect(shownKeys(shown)).toEqual(['equcode', 'equregcode', 'usecompany', 'equname', 'nextinsdate']);
      // Another change keeps it shown: the user's settings now say so.
      expect(shownKeys(moveColumn(WITH_SECONDARY, shown, 'equname', -1))).toContain('usecompany');
      expect(shownKeys(toggleColumn(WITH_SECONDARY, shown, 'usecompany', false))).not.toContain('usecompany');
    });

    it('stays as the user saved it, and hidden when declared after the settings were saved', () => {
      // Saved while the column showed (before it was flagged): the user's choice holds.
      const savedWhileShown = {
        order: ['equcode', 'equregcode', 'usecompany', 'equname', 'nextinsdate'],
        hidden: [],
        widths: {},
      };
      expect(shownKeys(savedWhileShown)).toContain('usecompany');
      // Saved before the column existed (the user hid 注册代码): it arrives hidden, the rest as saved.
      const savedBefore = {
        order: ['equcode', 'equregcode', 'equname', 'nextinsdate'],
        hidden: ['equregcode'],
        widths: {},
      };
      expect(shownKeys(savedBefore)).toEqual(['equcode', 'equname', 'nextinsdate']);
      expect(shownKeys(toggleColumn(WITH_SECONDARY, savedBefore, 'usecompany', true))).toEqual([
        'equcode',
        'usecompany',
        'equname',
        'nextinsdate',
      ]);
    });
  });
});

describe('list state per user and list', () => {
  beforeEach(() => useListStore.getState().clear());

  it('is saved for the user in local storage, read back after a reload, never by another user', async () => {
    await loginAs('syqy');
    const syqy = useSession.getState().userId;
    const settings = toggleColumn(DECLARED, undefined, 'equregcode', false);
    useListStore.getState().patch('equipment_query_timeout', {
      columns: settings,
      filters: { equcode: '3110' },
      pageNo: 3,
      expanded: true,
    });
    const saved = JSON.parse(localStorage.getItem(listStorageKey(syqy, 'equipment_query_timeout'))!);
    expect(saved).toMatchObject({ columns: settings, filters: { equcode: '3110' } });
    // The page number and the unfolded query bar are the visit's own.
    expect(saved).not.toHaveProperty('pageNo');
    expect(saved).not.toHaveProperty('expanded');

    // A reload: nothing in memory, the browser's copy is read.
    act(() => useListStore.getState().clear());
    const { result, rerender } = renderHook(() => useListState('equipment_query_timeout'));
    expect(result.current).toMatchObject({
      columns: settings,
      filters: { equcode: '3110' },
      pageNo: 1,
      expanded: false,
    });

    await act(() => loginAs('duojs'));
    rerender();
    expect(useSession.getState().userId).not.toBe(syqy);
    expect(result.current.columns).toBeUndefined();
    expect(result.current.filters).toEqual({});

    await act(() => loginAs('syqy'));
    rerender();
    expect(result.current.columns).toEqual(settings);
  });
});
