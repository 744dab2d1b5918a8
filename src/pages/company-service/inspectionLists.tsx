import type { ComponentType } from 'react';
import { ListPage } from '@/components/ListPage';
import { rowLink } from '@/routes/links';
import { install, online, periodic, type InspectionList } from './inspectionKinds';

function listOf({ route, detail, catalogue, load }: InspectionList): ComponentType {
  return function InspectionListPage() {
    return (
      <ListPage
        routeName={route}
        rowKey="id"
        fields={catalogue}
        load={load}
        rowActions={[rowLink('查看', detail, 'view')]}
      />
    );
  };
}

export const CheckOnline = listOf(online);
export const CheckInstall = listOf(install);
export const CheckRecord = listOf(periodic);
