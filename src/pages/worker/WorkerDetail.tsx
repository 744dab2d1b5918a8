import { newAttachmentGroup } from '@/api/attachments';
import { addOperator, deleteOperators, getOperator, updateOperator, type Operator } from '@/api/operator';
import { RecordPage } from '@/components/RecordPage';
import { pathTo } from '@/routes/lookup';
import { operatorSections } from './declarations';
import { OperatorDocuments } from './OperatorDocuments';

/**
 * An operator in add, edit or view mode (?mode=&id=). Viewed: their data, certificates and scans as
 * tabs, and the certificate card to print or to have as a PDF.
 */
export default function WorkerDetail() {
  return (
    <RecordPage<Operator>
      listPath={pathTo('worker_query')}
      detailPath={(mode, id) => pathTo('worker_detail', { mode, id })}
      sections={operatorSections}
      load={getOperator}
      empty={async () => ({ attrefsysid: await newAttachmentGroup(), qualifications: [{} as never] })}
      save={(record, { mode }) => (mode === 'add' ? addOperator(record) : updateOperator(record))}
      remove={{ run: (id) => deleteOperators([id]), confirm: '确定要删除该作业人员及其证书吗？' }}
      detail={{
        title: (operator) => `${operator.name}（${operator.idcard}）`,
        extra: (operator) => <OperatorDocuments operator={operator} />,
      }}
    />
  );
}
