import { unitApi } from '@/api/company';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { changeCatalogue } from './declarations';

const list = listOf({
  routeName: 'company_maintain_history',
  rowKey: 'id',
  fields: changeCatalogue,
  load: unitApi.findChangeUnit,
});

export const startCalls = () => startListCall(list);

/** 单位信息变更记录: the unit's change applications, before and after side by side. */
export default function MaintainHistory() {
  return <ListPage {...list} />;
}
