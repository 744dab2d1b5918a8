import { Space, Tag } from 'antd';
import { deleteOperators, type CertificateRow, type OperatorRow } from '@/api/operator';
import type { ListColumn, ListFilter } from '@/components/ListPage';
import type { FormSection } from '@/components/RecordForm';
import { StatusTag } from '@/components/StatusTag';
import type { RecordAction } from '@/components/WorkflowActions';
import { labelOf } from '@/domain/dict';
import { CERT_STATES, SEXES, WORK_ITEMS } from '@/domain/workers';
import { rules } from '@/utils/validators';

/** Where an operator's record opens; one place for the detail route and its query. */
export const workerDetailPath = (mode: 'add' | 'edit' | 'view', id?: string) =>
  `/worker/detail?mode=${mode}${id ? `&id=${encodeURIComponent(id)}` : ''}`;

export const operatorColumns: ListColumn<OperatorRow>[] = [
  { key: 'name', title: '姓名', sorter: true, width: 100 },
  { key: 'sex', title: '性别', dict: SEXES, width: 70 },
  { key: 'idcard', title: '身份证号', sorter: true },
  { key: 'mobile', title: '手机号码' },
  { key: 'areacode', title: '所在区域', type: 'area', sorter: true },
  {
    key: 'workitems',
    title: '作业项目',
    render: (r) => (
      <Space size={[0, 4]} wrap>
        {r.workitems
          .split(',')
          .filter(Boolean)
          .map((w) => (
            <Tag key={w} title={labelOf(WORK_ITEMS, w)}>
              {w} {labelOf(WORK_ITEMS, w)}
            </Tag>
          ))}
      </Space>
    ),
  },
  { key: 'nearestValid', title: '最近有效期至', sorter: true },
  { key: 'certState', title: '证书状态', dict: CERT_STATES, tag: true },
];

export const operatorFilters: ListFilter[] = [
  { name: 'name', label: '姓名' },
  { name: 'idcard', label: '身份证号' },
  { name: 'workitem', label: '作业项目', type: 'select', dict: WORK_ITEMS },
  { name: 'certno', label: '证书编号' },
  { name: 'certState', label: '证书状态', type: 'select', dict: CERT_STATES },
  { name: 'areacode', label: '所在区域', type: 'area' },
  { name: 'createDate', label: '登记日期', type: 'dateRange' },
];

export const operatorActions: RecordAction<OperatorRow>[] = [
  { key: 'view', label: '查看', confirm: false, to: (r) => workerDetailPath('view', r.id) },
  { key: 'edit', label: '修改', confirm: false, to: (r) => workerDetailPath('edit', r.id) },
  {
    key: 'delete',
    label: '删除',
    danger: true,
    confirm: '确定要删除该作业人员及其证书吗？',
    run: (r) => deleteOperators([r.id]),
  },
];

export const certificateColumns: ListColumn<CertificateRow>[] = [
  { key: 'certno', title: '证书编号', sorter: true },
  { key: 'name', title: '姓名', sorter: true },
  { key: 'idcard', title: '身份证号' },
  { key: 'workitem', title: '作业项目', dict: WORK_ITEMS, sorter: true },
  { key: 'issueorg', title: '发证机关' },
  { key: 'issuedate', title: '发证日期', sorter: true },
  { key: 'validdate', title: '有效期至', sorter: true },
  { key: 'certState', title: '状态', render: (r) => <StatusTag dict={CERT_STATES} value={r.certState} /> },
];

export const certificateFilters: ListFilter[] = [
  { name: 'name', label: '姓名' },
  { name: 'certno', label: '证书编号' },
  { name: 'workitem', label: '作业项目', type: 'select', dict: WORK_ITEMS },
  { name: 'certState', label: '证书状态', type: 'select', dict: CERT_STATES },
  { name: 'validdate', label: '有效期至', type: 'dateRange' },
];

/** The operator record: one declaration for add, edit and view. */
export const operatorSections: FormSection[] = [
  {
    title: '基本信息',
    fields: [
      { name: 'name', label: '姓名', required: true, rules: [{ max: 20, message: '姓名不能超过20个字符' }] },
      { name: 'sex', label: '性别', type: 'select', dict: SEXES, required: true },
      { name: 'idcard', label: '身份证号', required: true, rules: [rules.citizenId], readOnlyIn: ['edit'] },
      { name: 'mobile', label: '手机号码', required: true, rules: [rules.mobile] },
      { name: 'areacode', label: '所在区域', type: 'area' },
      { name: 'address', label: '详细地址' },
      { name: 'remarks', label: '备注', type: 'textarea', wide: true },
    ],
  },
  {
    title: '资格证书',
    fields: [
      {
        name: 'qualifications',
        label: '资格证书',
        rows: {
          addText: '添加证书',
          min: 1,
          fields: [
            { name: 'certno', label: '证书编号', required: true },
            { name: 'workitem', label: '作业项目', type: 'select', dict: WORK_ITEMS, required: true },
            { name: 'issueorg', label: '发证机关', required: true },
            { name: 'issuedate', label: '发证日期', type: 'date', required: true },
            { name: 'validdate', label: '有效期至', type: 'date', required: true },
            { name: 'certState', label: '状态', dict: CERT_STATES, tag: true, viewOnly: true },
          ],
        },
      },
    ],
  },
  {
    title: '证书扫描件',
    fields: [{ name: 'attrefsysid', label: '证书扫描件', type: 'attachments', group: 'certificate' }],
  },
];
