import { useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Col, Form, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import { useSearchParams } from 'react-router-dom';
import { TabPageContext, useTabDirtySetter } from './tabPage';
import type { Envelope } from '@/http/envelope';
import { handleResult } from '@/http/result';
import { validateAll } from '@/utils/validators';
import type { FlowStep } from '@/api/registration';
import type { Dict } from '@/domain/dict';
import { missingMessage } from '@/contract/field';
import { dateLimitRule, limitsInRow } from './dateLimits';
import { FieldDescriptions } from './FieldDescriptions';
import { displayValue, fieldInput, valueProps, type FieldDef } from './fields';
import { lazyBlock } from './deferred/lazyInput';
import type { RecordTab } from './RecordTabs';
import { UploadsInFlight, useLoad, useUploadsInFlight } from './useLoad';
import { LeaveGuard } from './LeaveGuard';
import { LoadState } from './LoadState';
import { useListStore } from './listStore';

export type FormMode = 'add' | 'edit' | 'view';

export interface FormField extends FieldDef {
  required?: boolean;
  /** The message of a missing value where it is not "请填写/请选择" + label. */
  missing?: string;
  rules?: Rule[];
  /** Half a row (default) or the whole row. */
  wide?: boolean;
  /** Marked as asked for (*) though the form itself cannot check it (files the server counts on commit). */
  marked?: boolean;
  /** Shown in view mode only (a computed value such as an expiry flag). */
  viewOnly?: boolean;
  /** Not editable in these modes (shown as text). */
  readOnlyIn?: FormMode[];
  /** Rows of sub-records (certificates of a worker): a list of these fields per row. */
  rows?: { fields: FormField[]; addText: string; min?: number };
  /**
   * Whether the field applies, and is asked for (marked *), by another field's value (an attachment
   * slot by the 登记类别): a field that does not apply is not shown.
   */
  dependsOn?: { field: string; applies: (value: string) => boolean; marked?: (value: string) => boolean };
}

/** Whether a field applies to a record's values (those without a dependsOn always do). */
const appliesTo = (f: FormField, values: Record<string, unknown>) =>
  !f.dependsOn || f.dependsOn.applies(String(values[f.dependsOn.field] ?? ''));

export interface FormSection {
  title: string;
  fields: FormField[];
}

/** A tab of the detail view beyond the record's own list fields (a history loaded on its own). */
export interface DetailTab<T> {
  key: string;
  label: ReactNode;
  render: (record: T) => ReactNode;
}

/** What the view mode shows beyond the fields: a title, more tabs, the flow log, header buttons. */
export interface RecordDetail<T> {
  /** The header's title: who or what the record is. */
  title?: (record: T) => ReactNode;
  tabs?: DetailTab<T>[];
  /** The steps of the record's flow, shown as the last tab (流程记录); none = no such tab. */
  flow?: (record: T) => FlowStep[] | undefined;
  /** The words of the flow's steps, when they are not the account applications' (FLOW_ACTIONS). */
  flowActions?: Dict;
  /** Buttons in the header before the record's actions (documents, printing). */
  extra?: (record: T) => ReactNode;
  /** Whether a section of fields belongs to this record (one kind's own section); all do by default. */
  showSection?: (section: string, record: T) => boolean;
}

export interface RecordFormProps<T> {
  sections: FormSection[];
  mode: FormMode;
  id?: string;
  load?: (id: string) => Promise<T>;
  /** Values of a new record (asked of the server where it issues one, e.g. an attachment group id). */
  empty?: () => Partial<T> | Promise<Partial<T>>;
  save: (record: T, options: { isCommit: boolean; mode: FormMode }) => Promise<Envelope<unknown>>;
  /** Label of the save button (暂存 where saving keeps a draft); 保存 by default. */
  saveText?: string;
  /** Label of the save-with-commit button; none = no such button. */
  commitText?: string;
  onSaved?: (isCommit: boolean) => void;
  /** The path of the list a new record is saved from: after 保存 it shows the record (listStore). */
  revealIn?: string;
  onBack?: () => void;
  /** Extra buttons beside save (workflow actions in view mode). */
  extra?: (record: T) => ReactNode;
  /** The view mode's title, tabs, flow log and header buttons. */
  detail?: RecordDetail<T>;
}

export { LEAVE_CONFIRM } from './LeaveGuard';

/** Mode and id from the route query: ?mode=add|edit|view&id=... */
export function useRecordQuery(): { mode: FormMode; id?: string } {
  const [params] = useSearchParams();
  const raw = params.get('mode');
  const mode: FormMode = raw === 'edit' || raw === 'view' ? raw : 'add';
  return { mode, id: params.get('id') ?? undefined };
}

/** The checks of a field: its missing message when required, then its own rules. */
export const fieldRules = (f: FormField): Rule[] => [
  ...(f.required ? [{ required: true, message: missingMessage(f) }] : []),
  ...(f.rules ?? []),
  ...(f.dates ? [dateLimitRule(f.label, f.dates)] : []),
];

/**
 * The view's tabs, loaded after its first screen (the descriptions); until then a blank of the tab
 * bar's height (46 px and its 16 px margin) holds their place. RecordForm preloads them in view mode
 * while the record loads, so they are usually there when it shows.
 */
const RecordTabs = lazyBlock(
  () => import('./RecordTabs').then((m) => m.RecordTabs),
  () => <div aria-hidden style={{ height: 62 }} />,
);

/** Fields that are lists (sub-record rows, attachments): each gets a tab of the detail view. */
const isListField = (f: FormField) => !!f.rows || f.type === 'attachments';

/**
 * View mode: the header (title, the record's actions), the plain fields as descriptions grouped by
 * section, then tabs: one per list field in catalogue order, the page's own tabs, the flow log.
 */
function RecordView<T>({
  sections,
  record,
  detail = {},
  actions,
}: {
  sections: FormSection[];
  record: T;
  detail?: RecordDetail<T>;
  actions: ReactNode;
}) {
  const values = record as Record<string, unknown>;
  const groups = sections
    .map((section) => ({ title: section.title, fields: section.fields.filter((f) => !isListField(f)) }))
    .filter((group) => group.fields.length > 0)
    .filter((group) => detail.showSection?.(group.title, record) ?? true);
  const rowsOf = (f: FormField) => (values[f.name] as Record<string, unknown>[] | undefined) ?? [];
  const steps = detail.flow?.(record);
  const tabs: RecordTab[] = [
    ...sections
      .flatMap((section) => section.fields.filter((f) => isListField(f) && appliesTo(f, values)))
      .map((f) =>
        f.rows
          ? {
              key: f.name,
              label: `${f.label}（${rowsOf(f).length}）`,
              rows: rowsOf(f),
              fields: f.rows.fields,
            }
          : { key: f.name, label: f.label, content: displayValue(f, values[f.name]) },
      ),
    ...(detail.tabs ?? []).map((tab) => ({ key: tab.key, label: tab.label, content: tab.render(record) })),
    ...(steps ? [{ key: 'flow', label: '流程记录', flow: steps, actions: detail.flowActions }] : []),
  ];
  return (
    <Card title={detail.title?.(record)} extra={actions} size="small">
      {groups.map((group) => (
        <FieldDescriptions key={group.title} title={group.title} fields={group.fields} record={values} />
      ))}
      {tabs.length > 0 && <RecordTabs tabs={tabs} />}
    </Card>
  );
}

function EditableField({ field, mode }: { field: FormField; mode: FormMode }) {
  const { dependsOn } = field;
  if (dependsOn) {
    // Shown, and marked, by the other field's value as it is now.
    return (
      <Form.Item noStyle dependencies={[dependsOn.field]}>
        {({ getFieldValue }) => {
          const value = String(getFieldValue(dependsOn.field) ?? '');
          if (!dependsOn.applies(value)) return null;
          return (
            <EditableField
              field={{ ...field, dependsOn: undefined, marked: dependsOn.marked?.(value) }}
              mode={mode}
            />
          );
        }}
      </Form.Item>
    );
  }
  if (field.rows) {
    const { fields, addText, min = 0 } = field.rows;
    return (
      <Form.List name={field.name}>
        {(items, { add, remove }) => (
          <>
            {items.map((item) => (
              <Row key={item.key} gutter={12} align="top" wrap={false}>
                {fields
                  .filter((sub) => !sub.viewOnly)
                  .map((sub) => (
                    <Col key={sub.name} flex="1 1 0" style={{ minWidth: 0 }}>
                      <RowField field={sub} row={[field.name, item.name]} />
                    </Col>
                  ))}
                <Col flex="none" style={{ paddingTop: 30 }}>
                  <Button
                    aria-label="删除此行"
                    icon={<DeleteOutlined />}
                    disabled={items.length <= min}
                    onClick={() => remove(item.name)}
                  />
                </Col>
              </Row>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
              {addText}
            </Button>
          </>
        )}
      </Form.List>
    );
  }
  const readOnly = field.readOnlyIn?.includes(mode);
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      rules={readOnly ? [] : fieldRules(field)}
      required={field.marked || undefined}
      validateFirst
      {...valueProps(field)}
    >
      {readOnly ? <ReadOnlyValue field={field} /> : fieldInput(field)}
    </Form.Item>
  );
}

/** A field of a row of a list (a certificate of an operator): its date limits read the same row. */
function RowField({ field, row }: { field: FormField; row: [string, number] }) {
  const sub = field.dates ? { ...field, dates: limitsInRow(field.dates, row) } : field;
  return (
    <Form.Item
      name={[row[1], field.name]}
      label={field.label}
      rules={fieldRules(sub)}
      validateFirst
      {...valueProps(field)}
    >
      {fieldInput(sub)}
    </Form.Item>
  );
}

/** A field that is text in this mode: Form.Item hands it the value. */
function ReadOnlyValue({ field, value }: { field: FormField; value?: unknown }) {
  return <span>{displayValue(field, value)}</span>;
}

/** One declaration, three modes: add and edit as a form, view as text. */
export function RecordForm<T extends object>(props: RecordFormProps<T>) {
  const {
    sections,
    mode,
    id,
    load,
    empty,
    save,
    saveText = '保存',
    commitText,
    onSaved,
    revealIn,
    onBack,
    extra,
    detail,
  } = props;
  const [form] = Form.useForm();
  const [attempt, setAttempt] = useState(0);
  // The view's tabs load beside the record, not after it.
  useEffect(() => {
    if (mode === 'view') void RecordTabs.preload().catch(() => undefined);
  }, [mode]);
  const isNew = mode === 'add' || !id || !load;
  const loaded = useLoad<T>(
    () => (isNew ? Promise.resolve(empty?.() ?? {}).then((values) => values as T) : load(id)),
    `${mode}|${id ?? ''}|${attempt}`,
    // A new record's values are asked once: a write (its own uploads) must not issue it another group.
    { reloadAfterWrites: !isNew },
  );
  const record = loaded.fresh ?? null;
  const [saving, setSaving] = useState(false);
  const uploads = useUploadsInFlight();
  const formName = `record${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const dirty = useRef(false);
  // Inside the shell the tab holds the unsaved-input flag (the tab is kept alive and closing it
  // asks); outside it (public pages, tests) the form guards navigation itself.
  const inTab = useContext(TabPageContext) !== null;
  const setTabDirty = useTabDirtySetter();

  const markDirty = useCallback(
    (value: boolean) => {
      if (dirty.current === value) return;
      dirty.current = value;
      setTabDirty(value);
    },
    [setTabDirty],
  );
  const isDirtyNow = useCallback(() => dirty.current, []);
  const clearDirty = useCallback(() => markDirty(false), [markDirty]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const submit = async (isCommit: boolean) => {
    if (!(await validateAll(form))) return;
    setSaving(true);
    await uploads.settled();
    const values = { ...record, ...form.getFieldsValue(true) } as T;
    await handleResult(save(values, { isCommit, mode }), {
      successText: isCommit ? '提交成功' : '保存成功',
      onSuccess: () => {
        markDirty(false);
        if (mode === 'add' && revealIn) useListStore.getState().revealNewRecord(revealIn);
        onSaved?.(isCommit);
      },
    });
    setSaving(false);
  };

  if (!record) {
    return (
      <LoadState
        loaded={loaded}
        noun={isNew ? '新记录' : '记录'}
        onRetry={() => setAttempt((n) => n + 1)}
        onBack={onBack}
      />
    );
  }

  const buttons = (
    <Space wrap>
      {mode !== 'view' && (
        <Button type="primary" loading={saving} onClick={() => void submit(false)}>
          {saveText}
        </Button>
      )}
      {mode !== 'view' && commitText && (
        <Button type="primary" ghost loading={saving} onClick={() => void submit(true)}>
          {commitText}
        </Button>
      )}
      {uploads.waiting && <span role="status">等待附件上传完成…</span>}
      {mode === 'view' && detail?.extra?.(record)}
      {extra?.(record)}
      {onBack && <Button onClick={onBack}>返回</Button>}
    </Space>
  );

  // A section of computed values only has nothing to edit.
  const editableSections = sections.filter((section) => section.fields.some((f) => !f.viewOnly));
  if (mode === 'view') {
    return <RecordView sections={sections} record={record} detail={detail} actions={buttons} />;
  }
  return (
    <Form
      form={form}
      // Kept-alive tabs share one document: a unique form name keeps field ids and label links unique.
      name={formName}
      layout="vertical"
      initialValues={record}
      onValuesChange={() => markDirty(true)}
      scrollToFirstError
      aria-label="记录表单"
    >
      {!inTab && <LeaveGuard when={isDirtyNow} onLeave={clearDirty} />}
      <UploadsInFlight.Provider value={uploads.uploads}>
        {editableSections.map((section) => (
          <Card key={section.title} title={section.title} size="small" style={{ marginBottom: 12 }}>
            <Row gutter={16}>
              {section.fields
                .filter((f) => !f.viewOnly)
                .map((f) => (
                  <Col key={f.name} xs={24} md={f.wide || f.rows || f.type === 'attachments' ? 24 : 12}>
                    <EditableField field={f} mode={mode} />
                  </Col>
                ))}
            </Row>
          </Card>
        ))}
      </UploadsInFlight.Provider>
      {buttons}
    </Form>
  );
}
