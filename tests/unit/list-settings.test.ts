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
