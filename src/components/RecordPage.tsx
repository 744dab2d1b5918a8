import { useNavigate } from 'react-router-dom';
import type { Envelope } from '@/http/envelope';
import { RecordForm, useRecordQuery, type RecordFormProps } from './RecordForm';
import { WorkflowActions, type RecordAction } from './WorkflowActions';

export interface RecordPageProps<T extends object> extends Omit<
  RecordFormProps<T>,
  'mode' | 'id' | 'onBack' | 'onSaved' | 'extra'
> {
  /** The list the page belongs to: 返回, a save and a delete lead there (a new record shows in it). */
  listPath: string;
  /** This page for a record in a mode: 修改 opens the record in edit mode. */
  detailPath: (mode: 'edit' | 'view', id: string) => string;
  /** 删除 in view mode, after its confirmation; not offered where `hidden` holds (one's own account). */
  remove?: {
    run: (id: string) => Promise<Envelope<unknown>>;
    confirm?: string;
    hidden?: (record: T) => boolean;
  };
  /** More actions on the saved record, shown in view mode after 修改 and 删除. */
  actions?: RecordAction<T>[];
  /** After a save, instead of going back to the list. */
  onSaved?: (isCommit: boolean) => void;
}

/**
 * A detail page: one record in add, edit or view mode (?mode=&id=; no id is a new record), with 修改,
 * 删除 and the page's own actions in view mode. A mode or record change remounts the form, so it
 * never shows the previous record's values.
 */
export function RecordPage<T extends object>(props: RecordPageProps<T>) {
  const { listPath, detailPath, remove, actions = [], onSaved, ...form } = props;
  const query = useRecordQuery();
  const id = query.id;
  const mode = id ? query.mode : 'add';
  const navigate = useNavigate();
  const back = () => navigate(listPath);

  const viewActions: RecordAction<T>[] = id
    ? [
        { key: 'edit', label: '修改', confirm: false, to: () => detailPath('edit', id) },
        ...(remove
          ? [
              {
                key: 'delete',
                label: '删除',
                danger: true,
                confirm: remove.confirm,
                visible: (record: T) => !remove.hidden?.(record),
                run: () => remove.run(id),
              },
            ]
          : []),
        ...actions,
      ]
    : [];

  return (
    <RecordForm<T>
      key={`${mode}-${id ?? ''}`}
      {...form}
      mode={mode}
      id={id}
      onSaved={onSaved ?? back}
      revealIn={listPath}
      onBack={back}
      extra={
        mode === 'view'
          ? (record) => <WorkflowActions record={record} actions={viewActions} onDone={back} />
          : undefined
      }
    />
  );
}
