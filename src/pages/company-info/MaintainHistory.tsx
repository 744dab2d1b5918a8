import { unitApi } from '@/api/company';
import { ListPage } from '@/components/ListPage';
import { changeCatalogue } from './declarations';

/** 单位信息变更记录: the unit's change applications, before and after side by side. */
export default function MaintainHistory() {
  return (
    <ListPage
      routeName="company_maintain_history"
      rowKey="id"
      fields={changeCatalogue}
      load={unitApi.findChangeUnit}
    />
  );
}
