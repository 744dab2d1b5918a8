import { Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { enterParameters, getNotice, requestSupervision, type ConstructionNotice } from '@/api/construction';
import { formSections } from '@/components/catalogue';
import { FieldDescriptions } from '@/components/FieldDescriptions';
import { LoadState } from '@/components/LoadState';
import { RecordForm, type FormSection } from '@/components/RecordForm';
import { useLoad } from '@/components/useLoad';
import type { Envelope } from '@/http/envelope';
import { kindOfVariety } from '@/domain/equipmentKinds';
import { pathTo } from '@/routes/lookup';
import { noticeViewSections, parameterCatalogue, supervisionSections } from './declarations';

/** What the step is about: the notification's identity, equipment and site. */
const SUMMARY = new Set([
  'notifyNo',
  'constructkind',
  'equsortcode',
  'equname',
  'equcode',
  'address',
  'useunitname',
]);
const summaryFields = noticeViewSections.flatMap((s) => s.fields).filter((f) => SUMMARY.has(f.name));

/** A step of an accepted notification on a page of its own: the notification above, the step's form below. */
function NoticeStep({
  sections,
  save,
  saveText,
}: {
  sections: (notice: ConstructionNotice) => FormSection[];
  /** The step's call: the notification with the form's values over it (the call reads what it needs). */
  save: (values: ConstructionNotice) => Promise<Envelope<unknown>>;
  saveText: string;
}) {
  const id = useSearchParams()[0].get('id') ?? '';
  const navigate = useNavigate();
  const loaded = useLoad(() => getNotice(id), id);
  const toDetail = () => navigate(pathTo('construction_detail', { id }));
  const notice = loaded.fresh;
  if (!notice)
    return <LoadState loaded={loaded} noun="施工告知" onRetry={loaded.refetch} onBack={toDetail} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <FieldDescriptions title="施工告知" fields={summaryFields} record={notice} />
      <RecordForm<ConstructionNotice>
        mode="edit"
        id={id}
        sections={sections(notice)}
        load={() => Promise.resolve(notice)}
        save={save}
        saveText={saveText}
        onSaved={toDetail}
        onBack={toDetail}
      />
    </Space>
  );
}

/** constructionSbjj: asks the inspection body for the supervision inspection of an accepted notification. */
export function SupervisionRequestPage() {
  return <NoticeStep sections={() => supervisionSections} save={requestSupervision} saveText="提交申请" />;
}

/** constructionSbcs: the equipment's manufacture facts and its kind's technical parameters. */
export function EquipmentParametersPage() {
  return (
    <NoticeStep
      sections={(notice) => {
        const kind = kindOfVariety(notice.equsortcode);
        return kind ? formSections(parameterCatalogue(kind)) : [];
      }}
      save={enterParameters}
      saveText="保存参数"
    />
  );
}
