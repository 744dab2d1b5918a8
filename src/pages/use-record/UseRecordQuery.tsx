import { listUseRegistrations } from '@/api/useRegistration';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { toForm, useRegistrationCatalogue, useRegistrationRowActions } from './declarations';

const list = listOf({
  routeName: 'use_record_query',
  rowKey: 'applyNo',
  fields: useRegistrationCatalogue,
  load: (query) => listUseRegistrations(query).then((page) => ({ ...page, list: page.list.map(toForm) })),
  rowActions: useRegistrationRowActions,
  toolbar: [pageLink('新增使用登记', 'use_record_apply', { mode: 'add' })],
});

export const startCalls = () => startListCall(list);

/** 使用登记查询: the unit's applications (the authority: every unit's), each opened on its detail page. */
export default function UseRecordQuery() {
  return <ListPage {...list} />;
}
