import { Select } from 'antd';
import {
  getPipelineSegment,
  listPipelineOptions,
  savePipelineSegment,
  type PipelineSegment,
} from '@/api/equipment';
import { formSections } from '@/components/catalogue';
import { RecordPage } from '@/components/RecordPage';
import { useLoad } from '@/components/useLoad';
import { pathTo } from '@/routes/lookup';
import { segmentCatalogue } from './declarations';

/** The unit's pressure piping to pick a segment's pipeline from; the form item hands value and onChange. */
function PipelineSelect(props: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { data, loading } = useLoad(listPipelineOptions, 'pipelines');
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      options={data ?? []}
      placeholder="请选择所属管道"
    />
  );
}

const sections = formSections(segmentCatalogue(<PipelineSelect />));

/** A pipeline segment in add or edit mode (?mode=&id=). */
export default function PipelineSegmentDetail() {
  return (
    <RecordPage<PipelineSegment>
      listPath={pathTo('equipment_pipeline_maintain')}
      detailPath={(mode, id) => pathTo('equipment_pipeline_segment', { mode, id })}
      sections={sections}
      load={getPipelineSegment}
      save={savePipelineSegment}
    />
  );
}
