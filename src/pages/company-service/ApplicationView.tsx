import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formSections, type Catalogue } from '@/components/catalogue';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { RecordMissing } from '@/components/RecordMissing';

interface Props<T> {
  catalogue: Catalogue<T>;
  load: (id: string) => Promise<T>;
  listPath: string;
  /** Buttons in the header (documents of the record). */
  extra?: (record: T) => ReactNode;
}

/** A record read-only (?id=): its fields, the page's header buttons and 返回. */
export function ApplicationView<T extends object>({ catalogue, load, listPath, extra }: Props<T>) {
  const { id } = useRecordQuery();
  const navigate = useNavigate();
  if (!id) return <RecordMissing />;
  return (
    <RecordForm<T>
      key={id}
      mode="view"
      id={id}
      sections={formSections(catalogue)}
      load={load}
      // View mode offers no save; the form's contract asks for one all the same.
      save={() => Promise.reject(new Error('申请不能在此修改'))}
      onBack={() => navigate(listPath)}
      detail={extra && { extra }}
    />
  );
}
