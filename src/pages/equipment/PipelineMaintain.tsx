import { listPipelineSegments } from '@/api/equipment';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { segmentActions, segmentCatalogue } from './declarations';

const fields = segmentCatalogue();

const list = listOf({
  routeName: 'equipment_pipeline_maintain',
  rowKey: 'id',
  fields: fields,
  load: listPipelineSegments,
  rowActions: segmentActions,
  toolbar: [pageLink('新增管段', 'equipment_pipeline_segment', { mode: 'add' })],
});

export const startCalls = () => startListCall(list);

/** 压力管道自主维护: the segments of the unit's pipelines, added, changed and deleted here. */
export default function PipelineMaintain() {
  return <ListPage {...list} />;
}
