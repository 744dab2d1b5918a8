import { newAttachmentGroup } from '@/api/attachments';
import { useNavigate } from 'react-router-dom';
import {
  getChangeRegistration,
  saveChangeRegistration,
  type ChangeRegistration,
} from '@/api/useRegistration';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { CHANGE_KIND } from '@/domain/useRegistration';
import { pathTo } from '@/routes/lookup';
import {
  changeSections,
  fromChangeForm,
  toChangeForm,
  type ChangeRegistrationForm,
} from './changeDeclarations';

/** 变更登记申请 (?mode=edit&id= for a draft or a returned one): 保存 (暂存) and 保存并提交. */
export default function ChangeRegister() {
  const query = useRecordQuery();
  const navigate = useNavigate();
  const id = query.mode === 'edit' ? query.id : undefined;
  const mode = id ? 'edit' : 'add';
  const toList = () => navigate(pathTo('change_query'));
  return (
    <RecordForm<ChangeRegistrationForm>
      key={`${mode}-${id ?? ''}`}
      mode={mode}
      id={id}
      sections={changeSections}
      load={(recordId) => getChangeRegistration(recordId).then(toChangeForm)}
      empty={async () =>
        toChangeForm({
          changeKind: CHANGE_KIND.address,
          attrefsysid: await newAttachmentGroup(),
        } as ChangeRegistration)
      }
      save={(values, { isCommit }) => saveChangeRegistration(fromChangeForm(values), isCommit)}
      commitText="保存并提交"
      onSaved={toList}
      revealIn={pathTo('change_query')}
      onBack={toList}
    />
  );
}
