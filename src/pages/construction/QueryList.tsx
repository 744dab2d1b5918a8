import { listNotices } from '@/api/construction';
import { ListPage } from '@/components/ListPage';
import { rowLink } from '@/routes/links';
import { noticeListCatalogue } from './declarations';

/** 施工告知查询: every notification of the unit (the authority: every committed one), with filters. */
export default function QueryList() {
  return (
    <ListPage
      routeName="construction_query_list"
      rowKey="id"
      fields={noticeListCatalogue}
      load={listNotices}
      rowActions={[rowLink('查看', 'construction_detail')]}
    />
  );
}
