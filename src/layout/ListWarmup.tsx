import { useEffect, useState } from 'react';
import { ListPage, listOf } from '@/components/ListPage';
import type { Dict } from '@/domain/dict';
import type { Page } from '@/http/envelope';

/** A record of the kind most lists show: a code, a holder, an address, a state, a date. */
interface SampleRecord {
  id: string;
  code: string;
  unit: string;
  address: string;
  state: string;
  due: string;
}

const SAMPLE_STATES: Dict = [
  { value: 'valid', label: '有效', color: 'success' },
  { value: 'expired', label: '已到期', color: 'error' },
];

/** A first page of ten rows, as a list shows after its first call. */
const samplePage: Page<SampleRecord> = {
  list: Array.from({ length: 10 }, (_, i) => ({
    id: String(i),
    code: `3110${String(i).padStart(6, '0')}`,
    unit: '示例使用单位',
    address: '示例地址',
    state: SAMPLE_STATES[i % 2].value,
    due: `2030-01-${String(i + 1).padStart(2, '0')}`,
  })),
  count: 10,
  pageNo: 1,
  pageSize: 10,
};

/**
 * Renders a list page once, out of sight, from a declaration shaped like the menu's lists (query bar,
 * sortable, tagged and dated columns, a due date, a row link) whose load answers ten sample rows from
 * here: no call leaves the browser. React's and antd's code for a list (table, form, pagination, tags)
 * then runs for the first time here, in idle time, not at the user's first click on a list, where V8
 * would compile it as it ran. `onDone` once the rows have rendered and the thread is idle again.
 */
export default function ListWarmup({ onDone }: { onDone: () => void }) {
  const [list] = useState(() => {
    let answered: () => void = () => undefined;
    const rowsShown = new Promise<void>((resolve) => (answered = resolve));
    const declaration = listOf<SampleRecord>({
      // No route has this name: the list's remembered state (filters, columns) is nobody's.
      routeName: 'list_warmup',
      rowKey: 'id',
      fields: [
        { name: 'code', label: '设备代码', table: { width: 180 }, search: true },
        { name: 'unit', label: '使用单位', table: 'sort', search: true },
        { name: 'address', label: '地址', table: true },
        { name: 'state', label: '状态', dict: SAMPLE_STATES, tag: true, table: true, search: true },
        { name: 'due', label: '到期日期', type: 'date', table: 'sort' },
      ],
      dueDate: 'due',
      rowActions: [{ key: 'view', label: '查看', confirm: false, to: (record) => `#${record.id}` }],
      load: () => {
        answered();
        return Promise.resolve(samplePage);
      },
    });
    return { declaration, rowsShown };
  });
  useEffect(() => {
    let cancelled = false;
    void list.rowsShown.then(() =>
      requestIdleCallback(() => {
        if (!cancelled) onDone();
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [list, onDone]);
  // hidden: not drawn, not in the accessibility tree, nothing inside it can take focus.
  return (
    <div hidden>
      <ListPage {...list.declaration} outOfSight />
    </div>
  );
}
