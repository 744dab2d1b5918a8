import type { RegistrationApplicationRow } from '@/api/useRegistration';
import { lazyBlock } from './deferred/lazyInput';
import type { DetailTab } from './RecordForm';

// The table is a tab's content: its code (antd's Table) loads with the tabs, not the page.
const EquipmentApplications = lazyBlock(
  () => import('./EquipmentApplications').then((m) => m.EquipmentApplications),
  () => null,
);

/**
 * The detail tab 该设备的登记申请 of a registration application of either kind: the equipment's other
 * applications. The page gives the rows' detail path (components do not read the route table).
 */
export function equipmentApplicationsTab<T extends { id?: string; equipmentId: string }>(
  detailPath: (row: RegistrationApplicationRow) => string,
): DetailTab<T> {
  return {
    key: 'equipmentApplications',
    label: '该设备的登记申请',
    render: (record) =>
      record.equipmentId ? (
        <EquipmentApplications
          equipmentId={record.equipmentId}
          exceptId={record.id}
          detailPath={detailPath}
        />
      ) : (
        '新设备办结后才有设备档案，暂无其他登记申请'
      ),
  };
}
