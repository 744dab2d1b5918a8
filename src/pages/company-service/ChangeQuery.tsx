import { listChangeRegistrations } from '@/api/useRegistration';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { changeCatalogue, changeRowActions, toChangeForm } from './changeDeclarations';

const list = listOf({
  routeName: 'change_query',
  rowKey: 'applyNo',
  fields: changeCatalogue,
  load: (query) =>
    listChangeRegistrations(query).then((page) => ({ ...page, list: page.list.map(toChangeForm) })),
  rowActions: changeRowActions,
  toolbar: [pageLink('新增变更登记', 'change_register', { mode: 'add' })],
});

export const startCalls = () => startListCall(list);

/** 变更登记查询: the unit's change registrations (the authority: every unit's). */
export default function ChangeQuery() {
  return <ListPage {...list} />;
}
