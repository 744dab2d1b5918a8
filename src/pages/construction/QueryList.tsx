import { listNotices } from '@/api/construction';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { rowLink } from '@/routes/links';
import { noticeListCatalogue } from './declarations';

const list = listOf({
  routeName: 'construction_query_list',
  rowKey: 'id',
  fields: noticeListCatalogue,
  load: listNotices,
  rowActions: [rowLink('查看', 'construction_detail')],
});

export const startCalls = () => startListCall(list);

/** 施工告知查询: every notification of the unit (the authority: every committed one), with filters. */
export default function QueryList() {
  return <ListPage {...list} />;
}
