import { SettingOutlined } from '@ant-design/icons';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Col, Form, Row, Space, Table, type FormInstance, type TableColumnsType } from 'antd';
import { DownloadOutlined, DownOutlined, UploadOutlined, UpOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DownloadedFile, ImportCalls, OnProgress } from '@/api/excel';
import { confirm } from '@/lib/feedback';
import type { Envelope, Page } from '@/http/envelope';
import { handleResult } from '@/http/result';
import { DUE_SOON_DAYS } from '@/domain/equipment';
import { startLoad, takeStartedLoad } from '@/stores/queryClient';
import { useSession } from '@/stores/session';
import { daysFromToday } from '@/utils/beijingTime';
import { arrangeColumns, type SettableColumn } from './columnSettings';
import Alert from './deferred/Alert';
import Dropdown from './deferred/Dropdown';
import { downloadLabel, useDownload } from './download';
import {
  keepWhole,
  keptWhole,
  searchFilters,
  tableColumns as catalogueColumns,
  type Catalogue,
  type ListColumn,
  type ListFilter,
} from './catalogue';
import { displayValue, fieldInput, valueProps } from './fields';
import { currentListState, useListState, useListStore, type ListState } from './listStore';
import { useLoad } from './useLoad';
import { visibleActions, WorkflowActions, type RecordAction } from './WorkflowActions';

export type { ListColumn, ListFilter } from './catalogue';

// The import dialog loads when it opens: most lists import nothing.
const ImportDialog = lazy(() => import('./ImportDialog'));
// The settings (a popover of checkboxes and number inputs) load after the list has rendered.
const ColumnSettingsButton = lazy(() => import('./ColumnSettingsButton'));

/** A link to another page; its access code (the target route's) decides who sees it. */
export interface PageLink {
  label: string;
  to: string;
  access?: string;
}

export type ListQuery = Record<string, string | number>;

/** An import the toolbar offers: the dialog's title and calls, its wording when the template is not blank. */
export interface ListImport {
  title: string;
  calls: ImportCalls;
  /** The template button's label (下载模板 unless given). */
  templateLabel?: string;
  /** What the dialog says before a file is chosen. */
  intro?: string;
}

export interface ListPageProps<T> {
  /** Route name: the key under which filters, page and sort are remembered. */
  routeName: string;
  /** Rendered out of sight (the shell's idle warm-up): it answers no request meant for the route's list. */
  outOfSight?: boolean;
  rowKey: keyof T & string;
  /** The record's catalogue: its table fields are the columns, its search fields the query bar. */
  fields?: Catalogue<T>;
  /** Columns after the catalogue's (or all of them, without a catalogue). */
  columns?: ListColumn<T>[];
  /** Query conditions after the catalogue's. */
  filters?: ListFilter[];
  /** Filters the page always sends (e.g. the work item of an overview detail); no condition asks for them. */
  fixedQuery?: ListQuery;
  load: (query: ListQuery) => Promise<Page<T>>;
  rowActions?: RecordAction<T>[];
  /** Toolbar links (add ...), shown to roles that hold the access code of the page they lead to. */
  toolbar?: PageLink[];
  /**
   * Calls on the selected rows (after a confirmation), or a page they lead to (`to`: pick, then fill a
   * form), shown to roles that hold the access code when one is given.
   */
  batchActions?: ({ label: string; danger?: boolean; access?: string } & (
    { run: (keys: string[]) => Promise<Envelope<unknown>> } | { to: (keys: string[]) => string }
  ))[];
  /** Actions on the chosen rows that change nothing (print them): no confirmation, no result toast. */
  selectionActions?: { label: string; run: (rows: T[]) => void }[];
  /**
   * 导出: the whole list under the current filters and order, as the server's file (its name too); on a
   * list with a selection, 导出选中 sends the ticked rows' `ids` instead of the filters.
   */
  exportFile?: (query: ListQuery, onProgress: OnProgress) => Promise<DownloadedFile>;
  /** 导入: records from the family's template, checked row by row before the user saves them. */
  importFile?: ListImport;
  /** Imports of other things than the list's records (one kind's technical parameters), as a menu. */
  importMenu?: { label: string; items: ({ key: string; label: string } & ListImport)[] };
  /**
   * A list of things falling due by this date (yyyy-MM-dd): ordered by it unless the user sorts
   * otherwise, with a 剩余天数 column after it, red once past, orange within DUE_SOON_DAYS.
   */
  dueDate?: keyof T & string;
}

const COLLAPSED_FILTERS = 3;

/**
 * Free text wraps no narrower than its declared width (else 140 px) less the cell's padding: a long
 * address stays a few lines, not one glyph a line.
 */
const textWidth = (column: { width?: number }) => (column.width ?? 140) - 32;

/** The 剩余天数 column's key: no field of any record. */
const REMAINING_DAYS = '__remainingDays';

/** How near a day is: past, within DUE_SOON_DAYS, or later (no colour). */
export type Urgency = 'overdue' | 'soon' | 'later';
export const urgencyOf = (days: number): Urgency =>
  days < 0 ? 'overdue' : days <= DUE_SOON_DAYS ? 'soon' : 'later';

/** Red and orange darker than antd's presets: small text on a tint must keep a 4.5:1 contrast. */
const URGENCY_STYLES: Record<Urgency, React.CSSProperties | undefined> = {
  overdue: { color: '#a8071a', background: '#fff1f0', border: '1px solid #ffa39e' },
  soon: { color: '#873800', background: '#fff7e6', border: '1px solid #ffd591' },
  later: undefined,
};

/** 剩余天数 of a due date: "已超期 N 天" in red, "N 天" in orange when near, plain later on. */
function RemainingDays({ day }: { day: unknown }): ReactNode {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(day)) return '—';
  const days = daysFromToday(day.slice(0, 10));
  const urgency = urgencyOf(days);
  const text = days < 0 ? `已超期 ${-days} 天` : days === 0 ? '今天到期' : `${days} 天`;
  return (
    <span
      data-urgency={urgency}
      style={{ ...URGENCY_STYLES[urgency], padding: urgency === 'later' ? 0 : '1px 7px', borderRadius: 4 }}
    >
      {text}
    </span>
  );
}

/** Turns remembered filter values into query parameters. */
function toQuery(filters: ListFilter[], values: Record<string, unknown>): ListQuery {
  const query: ListQuery = {};
  for (const f of filters) {
    const value = values[f.name];
    if (f.type === 'dateRange') {
      if (Array.isArray(value) && value.length === 2) {
        query[`${f.name}Start`] = String(value[0]);
        query[`${f.name}End`] = String(value[1]);
      }
    } else if (value !== undefined && value !== null && String(value).trim() !== '') {
      query[f.name] = String(value).trim();
    }
  }
  return query;
}

/** The conditions of the query bar: the catalogue's and the page's own, less those the page fixes. */
const listFilters = <T,>({
  fields = [],
  filters = [],
  fixedQuery,
}: Pick<ListPageProps<T>, 'fields' | 'filters' | 'fixedQuery'>): ListFilter[] =>
  [...searchFilters(fields), ...filters].filter((f) => !fixedQuery || !(f.name in fixedQuery));

/** The order asked for: the user's, else a due list's by its date. */
const listOrder = <T,>({ dueDate }: ListPageProps<T>, state: ListState): string =>
  state.orderBy || (dueDate ? `${dueDate} asc` : '');

/** What the list asks for in this state: the remembered conditions, the fixed ones, the order. */
const listQuery = <T,>(props: ListPageProps<T>, state: ListState): ListQuery => {
  const orderBy = listOrder(props, state);
  return {
    ...toQuery(listFilters(props), state.filters),
    ...props.fixedQuery,
    ...(orderBy ? { orderBy } : {}),
  };
};

/** The call of one page of the list, and its key (with the count of reloads asked for). */
function pageCall<T>(props: ListPageProps<T>, state: ListState, reloads: number) {
  const paged = { ...listQuery(props, state), pageNo: state.pageNo, pageSize: state.pageSize };
  return { load: () => props.load(paged), key: JSON.stringify([paged, reloads]) };
}

/** A list's declaration, its record type inferred: what its page renders and starts (startListCall). */
export const listOf = <T extends object>(props: ListPageProps<T>): ListPageProps<T> => props;

/**
 * Starts the call of a list's first rows as its route is entered, before its page renders (a page
 * module's `startCalls`, src/layout/shellTabs.ts): the call runs while the shell and the page render,
 * and the page shows the answer at its first render when it is in, instead of rendering twice.
 */
export function startListCall<T>(props: ListPageProps<T>): void {
  const { load, key } = pageCall(props, currentListState(props.routeName), 0);
  startLoad(props.routeName, key, load);
}

/**
 * The query bar. A component of its own, given only what it shows, so that the rows arriving do not
 * render it again: antd's form items read the layout as they render, which forced a layout of the
 * freshly inserted rows inside their render.
 */
const QueryBar = memo(function QueryBar({
  routeName,
  filters,
  form,
  remembered,
  expanded,
  onSearch,
  onReset,
}: {
  routeName: string;
  filters: ListFilter[];
  form: FormInstance;
  /** The remembered conditions (the form's initial values). */
  remembered: Record<string, unknown>;
  expanded: boolean;
  onSearch: () => void;
  onReset: () => void;
}) {
  const patch = useListStore((s) => s.patch);
  const shownFilters = expanded ? filters : filters.slice(0, COLLAPSED_FILTERS);
  // Remembered conditions the folded bar hides still apply: the 展开 button counts them.
  const hiddenSet = filters
    .slice(COLLAPSED_FILTERS)
    .filter((f) => Object.keys(toQuery([f], remembered)).length > 0).length;
  return (
    <Card size="small">
      <Form
        form={form}
        // Kept-alive tabs share one document: a form name keeps field ids (and label links) unique.
        name={`${routeName}-filters`}
        initialValues={remembered}
        onFinish={onSearch}
        aria-label="查询条件"
      >
        <Row gutter={16}>
          {shownFilters.map((f) => (
            <Col key={f.name} xs={24} md={12} xl={8}>
              <Form.Item name={f.name} label={f.label} {...valueProps(f)} style={{ marginBottom: 12 }}>
                {fieldInput({
                  ...f,
                  placeholder:
                    f.placeholder ?? (f.type === 'text' || !f.type ? `请输入${f.label}` : undefined),
                })}
              </Form.Item>
            </Col>
          ))}
          <Col flex="auto" style={{ textAlign: 'right' }}>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button onClick={onReset}>重置</Button>
              {filters.length > COLLAPSED_FILTERS && (
                <Button type="link" onClick={() => patch(routeName, { expanded: !expanded })}>
                  {expanded ? '收起' : `展开${hiddenSet ? `（${hiddenSet}项条件）` : ''}`}{' '}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Col>
        </Row>
      </Form>
    </Card>
  );
});

/** A list page from a declaration: query bar, server paging and sorting, row and batch actions, export. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const {
    routeName,
    outOfSight,
    rowKey,
    fields = [],
    rowActions,
    toolbar,
    batchActions,
    selectionActions,
    exportFile,
    importFile,
    importMenu,
    dueDate,
    fixedQuery,
  } = props;
  const state = useListState(routeName);
  const patch = useListStore((s) => s.patch);
  const access = useSession((s) => s.access);
  const roleType = useSession((s) => s.currentRoleType);
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [reloadKey, setReloadKey] = useState(0);
  // Kept across searches and pages (the table's preserveSelectedRowKeys): the keys and their rows.
  const [selected, setSelected] = useState<string[]>([]);
  const [selectedRows, setSelectedRows] = useState<T[]>([]);
  const clearSelection = () => {
    setSelected([]);
    setSelectedRows([]);
  };
  const exporting = useDownload();
  const exportingSelected = useDownload();
  const [importing, setImporting] = useState<ListImport | null>(null);
  const [columnsAsked, setColumnsAsked] = useState(false);

  const columns = [...catalogueColumns(fields), ...(props.columns ?? [])];
  const filters = useMemo(
    () => listFilters({ fields: props.fields, filters: props.filters, fixedQuery }),
    [props.fields, props.filters, fixedQuery],
  );
  const orderBy = listOrder(props, state);
  const query = listQuery(props, state);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  const call = pageCall(props, state, reloadKey);
  // The first rows' call, if the route started it as it was entered (startListCall).
  const [started] = useState(() => takeStartedLoad<Page<T>>(routeName, call.key));
  const { data: page, loading, error } = useLoad(call.load, call.key, { started });

  const search = useCallback(() => {
    patch(routeName, { filters: form.getFieldsValue(), pageNo: 1 });
    reload();
  }, [form, patch, reload, routeName]);
  const reset = useCallback(() => {
    // Not resetFields: antd's initial values follow the remembered filters, which reset must clear.
    form.setFieldsValue(Object.fromEntries(filters.map((f) => [f.name, undefined])));
    patch(routeName, { filters: {}, pageNo: 1, orderBy: '' });
  }, [filters, form, patch, routeName]);

  // A record was just added from this list: no filter, page or order of before may hide it (the
  // server lists the newest first).
  const { pathname } = useLocation();
  const revealNew = useListStore((s) => !outOfSight && s.reveal[pathname]);
  const revealed = useListStore((s) => s.revealed);
  useEffect(() => {
    if (!revealNew) return;
    reset();
    revealed(pathname);
    // reset reads the static declaration; the effect answers the store's request only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealNew, pathname]);

  const runBatch = async (action: NonNullable<ListPageProps<T>['batchActions']>[number]) => {
    if ('to' in action) {
      navigate(action.to(selected));
      return;
    }
    if (
      !(await confirm({
        title: `确定要${action.label}选中的 ${selected.length} 条记录吗？`,
        danger: action.danger,
      }))
    )
      return;
    await handleResult(action.run(selected), {
      onSuccess: () => {
        clearSelection();
        reload();
      },
    });
  };

  const [field, direction] = orderBy.split(' ');
  const userWidths = state.columns?.widths ?? {};
  /** The list's own columns (the settable ones): the declared, and 剩余天数 of a due list. */
  type DataColumn = TableColumnsType<T>[number] & SettableColumn;
  const dataColumns: DataColumn[] = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    hiddenByDefault: c.hiddenByDefault,
    onHeaderCell: keepWhole,
    onCell: keptWhole(c) ? keepWhole : undefined,
    sorter: c.sorter,
    sortOrder: c.sorter && field === c.key ? (direction === 'desc' ? 'descend' : 'ascend') : null,
    render: (_: unknown, record: T) => {
      const value = c.render
        ? c.render(record)
        : displayValue({ ...c, name: c.key, label: c.title }, record[c.key]);
      // A column's width is no minimum to a table laid out by its content: the cell's content holds it.
      return keptWhole(c) ? (
        value
      ) : (
        <div style={{ minWidth: textWidth({ width: userWidths[c.key] ?? c.width }) }}>{value}</div>
      );
    },
  }));
  if (dueDate) {
    const at = dataColumns.findIndex((c) => c.key === dueDate);
    dataColumns.splice(at < 0 ? dataColumns.length : at + 1, 0, {
      key: REMAINING_DAYS,
      title: '剩余天数',
      width: 110,
      onHeaderCell: keepWhole,
      onCell: keepWhole,
      render: (_: unknown, record: T) => <RemainingDays day={record[dueDate]} />,
    });
  }
  const tableColumns: TableColumnsType<T> = arrangeColumns(dataColumns, state.columns)
    .filter((a) => a.shown)
    // The flag is the settings' own: the table is handed the column without it.
    .map(({ column: { hiddenByDefault: _hiddenByDefault, ...column }, width }) =>
      column.key in userWidths
        ? // A width the user chose holds against the content-driven layout: the header keeps it.
          {
            ...column,
            width,
            onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const, minWidth: width } }),
          }
        : column,
    );
  if (rowActions?.length) {
    // Wide enough for the links a row of this page shows on one line (a 14 px glyph each, 16 px of
    // padding and border per link, 16 px of cell padding), no wider: a fixed column covers the columns
    // beside it, and a record shows only the actions its state allows (not all that are declared).
    const linksWidth = (actions: RecordAction<T>[]) =>
      actions.reduce((sum, a) => sum + 16 + 14 * a.label.length, 0);
    const rows = page?.list ?? [];
    const actionsWidth =
      16 +
      (rows.length
        ? Math.max(...rows.map((row) => linksWidth(visibleActions(rowActions, row, roleType, access))))
        : linksWidth(rowActions.slice(0, 1)));
    tableColumns.push({
      key: '__actions',
      title: '操作',
      fixed: 'right',
      width: actionsWidth,
      onHeaderCell: keepWhole,
      onCell: keepWhole,
      render: (_: unknown, record: T) => (
        <div style={{ minWidth: actionsWidth - 16 }}>
          <WorkflowActions record={record} actions={rowActions} variant="link" onDone={reload} />
        </div>
      ),
    });
  }

  const shownBatchActions = (batchActions ?? []).filter((b) => !b.access || access.includes(b.access));
  const selecting = shownBatchActions.length > 0 || Boolean(selectionActions?.length);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {filters.length > 0 && (
        <QueryBar
          routeName={routeName}
          filters={filters}
          form={form}
          remembered={state.filters}
          expanded={state.expanded}
          onSearch={search}
          onReset={reset}
        />
      )}
      <Card size="small">
        <Row style={{ marginBottom: 12 }} gutter={[8, 8]} wrap>
          <Col flex="auto">
            <Space wrap>
              {toolbar
                ?.filter((t) => !t.access || access.includes(t.access))
                .map((t) => (
                  <Button key={t.label} type="primary" onClick={() => navigate(t.to)}>
                    {t.label}
                  </Button>
                ))}
              {shownBatchActions.map((b) => (
                <Button
                  key={b.label}
                  danger={b.danger}
                  disabled={!selected.length}
                  onClick={() => void runBatch(b)}
                >
                  {b.label}
                  {selected.length ? `（${selected.length}）` : ''}
                </Button>
              ))}
              {selectionActions?.map((action) => (
                <Button
                  key={action.label}
                  type="primary"
                  disabled={!selectedRows.length}
                  onClick={() => action.run(selectedRows)}
                >
                  {action.label}
                  {selectedRows.length ? `（${selectedRows.length}）` : ''}
                </Button>
              ))}
              {importFile && (
                <Button icon={<UploadOutlined />} onClick={() => setImporting(importFile)}>
                  导入
                </Button>
              )}
              {exportFile && (
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting.progress !== null}
                  onClick={() => void exporting.start((onProgress) => exportFile(query, onProgress))}
                >
                  {downloadLabel('导出', exporting.progress)}
                </Button>
              )}
              {exportFile && selecting && (
                <Button
                  icon={<DownloadOutlined />}
                  disabled={!selected.length}
                  loading={exportingSelected.progress !== null}
                  onClick={() =>
                    void exportingSelected.start((onProgress) =>
                      // The ticked rows may come from other searches: their ids, not today's filters.
                      exportFile(
                        { ...fixedQuery, ...(orderBy ? { orderBy } : {}), ids: selected.join(',') },
                        onProgress,
                      ),
                    )
                  }
                >
                  {downloadLabel(
                    `导出选中${selected.length ? `（${selected.length}）` : ''}`,
                    exportingSelected.progress,
                  )}
                </Button>
              )}
              {importMenu && (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: importMenu.items.map(({ key, label }) => ({ key, label })),
                    onClick: ({ key }) =>
                      setImporting(importMenu.items.find((item) => item.key === key) ?? null),
                  }}
                >
                  <Button icon={<UploadOutlined />}>
                    {importMenu.label} <DownOutlined />
                  </Button>
                </Dropdown>
              )}
              {selecting && selected.length > 0 && (
                <span role="status">
                  已选 {selected.length} 项
                  <Button type="link" size="small" onClick={clearSelection}>
                    清空
                  </Button>
                </span>
              )}
            </Space>
          </Col>
          <Col flex="none">
            <Suspense
              fallback={
                // Pressed before its code came: the settings open once it has, not a lost click.
                <Button icon={<SettingOutlined />} onClick={() => setColumnsAsked(true)}>
                  列设置
                </Button>
              }
            >
              <ColumnSettingsButton
                openAtOnce={columnsAsked}
                columns={dataColumns}
                settings={state.columns}
                onChange={(columns) => patch(routeName, { columns })}
              />
            </Suspense>
          </Col>
        </Row>
        {importing && (
          <Suspense fallback={null}>
            <ImportDialog
              {...importing}
              // A new dialog for another import: nothing of the previous one's state carries over.
              key={importing.title}
              onClose={() => setImporting(null)}
              onSaved={reload}
            />
          </Suspense>
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={`数据加载失败：${error}`}
            action={
              <Button size="small" onClick={reload}>
                重试
              </Button>
            }
          />
        )}
        <Table<T>
          rowKey={rowKey}
          size="middle"
          loading={loading}
          columns={tableColumns}
          dataSource={page?.list ?? []}
          // As wide as the card (wider only when the unbreakable content needs it, then it scrolls),
          // each column as wide as its content: free text wraps, nothing is cut or hidden under 操作.
          // The scrolling is the content box's own, not antd's scroll.x: that renders a row measuring
          // every column's width as the table mounts and again with its rows (a forced layout of the
          // new page inside a menu click, then the table rendered again) for offsets this table never
          // needs: its only fixed column is the last one, sticky at 0. The shadows antd draws from the
          // scroll position are drawn by the scroll itself (.list-table in src/styles.css).
          className="list-table"
          styles={{ content: { overflowX: 'auto', overflowY: 'hidden' } }}
          tableLayout="auto"
          locale={{ emptyText: error ? '加载失败' : '暂无数据' }}
          rowSelection={
            selecting
              ? {
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys, rows) => {
                    setSelected(keys.map(String));
                    setSelectedRows(rows);
                  },
                }
              : undefined
          }
          pagination={{
            current: state.pageNo,
            pageSize: state.pageSize,
            total: page?.count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const sortedBy = s?.order
              ? `${String(s.columnKey)} ${s.order === 'descend' ? 'desc' : 'asc'}`
              : '';
            const sortChanged = sortedBy !== state.orderBy;
            patch(routeName, {
              orderBy: sortedBy,
              pageNo: sortChanged ? 1 : (pagination.current ?? 1),
              pageSize: pagination.pageSize ?? state.pageSize,
            });
          }}
        />
      </Card>
    </Space>
  );
}
