import { listRegisterNotices } from '@/api/construction';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink, rowLink } from '@/routes/links';
import { deleteAction, editLink } from './actions';
import { noticeListCatalogue } from './declarations';

const list = listOf({
  routeName: 'construction_register_list',
  rowKey: 'id',
  fields: noticeListCatalogue,
  load: listRegisterNotices,
  toolbar: [pageLink('登记施工告知', 'construction_register')],
  rowActions: [editLink, rowLink('查看', 'construction_detail'), ...deleteAction],
});

export const startCalls = () => startListCall(list);

/** 施工告知登记: the unit's drafts and returned notifications, to finish and commit. */
export default function RegisterList() {
  return <ListPage {...list} />;
}
