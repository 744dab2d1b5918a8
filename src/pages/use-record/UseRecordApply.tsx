import { newAttachmentGroup } from '@/api/attachments';
import { Alert } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getUseRegistration, saveUseRegistration, type UseRegistration } from '@/api/useRegistration';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { useLoad } from '@/components/useLoad';
import { REGISTRATION_STATUS, USE_KIND } from '@/domain/useRegistration';
import { pathTo } from '@/routes/lookup';
import {
  REQUIRED_HINTS,
  fromForm,
  toForm,
  useRegistrationSections,
  type UseRegistrationForm,
} from './declarations';

/** The authority's opinion on a returned application, above the form that corrects it. */
function ReturnedOpinion({ id }: { id: string }) {
  const { data } = useLoad(() => getUseRegistration(id), id);
  if (data?.status !== REGISTRATION_STATUS.returned || !data.opinion) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`登记机关退回意见：${data.opinion}`} />
  );
}

/**
 * 使用登记申请 (?mode=edit&id= for a draft or a returned application): the 使用登记表 with the unit's
 * equipment picked or a new one entered, its attachments, 保存 (暂存) and 保存并提交.
 */
export default function UseRecordApply() {
  const query = useRecordQuery();
  const navigate = useNavigate();
  const id = query.mode === 'edit' ? query.id : undefined;
  const mode = id ? 'edit' : 'add';
  const toList = () => navigate(pathTo('use_record_query'));
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="提交前须上传的登记资料"
        description={REQUIRED_HINTS.map((hint) => (
          <div key={hint}>{hint}</div>
        ))}
      />
      {id && <ReturnedOpinion id={id} />}
      <RecordForm<UseRegistrationForm>
        key={`${mode}-${id ?? ''}`}
        mode={mode}
        id={id}
        sections={useRegistrationSections}
        load={(recordId) => getUseRegistration(recordId).then(toForm)}
        empty={async () =>
          toForm({ regkind: USE_KIND.firstUse, attrefsysid: await newAttachmentGroup() } as UseRegistration)
        }
        save={(values, { isCommit }) => saveUseRegistration(fromForm(values), isCommit)}
        commitText="保存并提交"
        onSaved={toList}
        revealIn={pathTo('use_record_query')}
        onBack={toList}
      />
    </>
  );
}
