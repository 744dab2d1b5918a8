import { Link } from 'react-router-dom';
import { Table } from 'antd';
import { listRegistrationApplications, type RegistrationApplicationRow } from '@/api/useRegistration';
import { labelOf } from '@/domain/dict';
import { CHANGE_KINDS, REGISTRATION_STATUSES, USE_REGISTRATION_KINDS } from '@/domain/useRegistration';
import { StatusTag } from './StatusTag';
import { useLoad } from './useLoad';

export interface EquipmentApplicationsProps {
  equipmentId: string;
  /** The application on the page, left out of the list. */
  exceptId?: string;
  /** The detail page of a row (the kinds' detail routes are the pages'). */
  detailPath: (row: RegistrationApplicationRow) => string;
}

const KIND_LABELS = { use: '使用登记', change: '变更登记' } as const;

/**
 * The other registration applications of one piece of equipment, both kinds, newest first (useManage
 * applyList): whoever reads or handles one application sees what else was filed for the equipment.
 */
export function EquipmentApplications({ equipmentId, exceptId, detailPath }: EquipmentApplicationsProps) {
  const { data, loading } = useLoad(
    () => listRegistrationApplications({ pageNo: 1, pageSize: 100, equipmentId }),
    `equipment-applications-${equipmentId}`,
  );
  const rows = (data?.list ?? []).filter((row) => row.id !== exceptId);
  return (
    <Table
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '该设备没有其他登记申请' }}
      columns={[
        {
          key: 'applyNo',
          title: '申请编号',
          render: (_: unknown, row: RegistrationApplicationRow) => (
            <Link to={detailPath(row)}>{row.applyNo}</Link>
          ),
        },
        {
          key: 'kind',
          title: '申请类型',
          render: (_: unknown, row: RegistrationApplicationRow) => KIND_LABELS[row.kind],
        },
        {
          key: 'subkind',
          title: '类别',
          render: (_: unknown, row: RegistrationApplicationRow) =>
            labelOf(row.kind === 'use' ? USE_REGISTRATION_KINDS : CHANGE_KINDS, row.subkind),
        },
        {
          key: 'status',
          title: '办理状态',
          render: (_: unknown, row: RegistrationApplicationRow) => (
            <StatusTag dict={REGISTRATION_STATUSES} value={row.status} />
          ),
        },
        { key: 'applyTime', title: '申请时间', dataIndex: 'applyTime' },
      ]}
    />
  );
}
