import { Space, Tag } from 'antd';
import { deleteOperators, type CertificateRow, type OperatorRow } from '@/api/operator';
import { formFields, formSections, type Catalogue } from '@/components/catalogue';
import { rowLink } from '@/routes/links';
import type { RecordAction } from '@/components/WorkflowActions';
import { labelOf } from '@/domain/dict';
import { CERT_STATES, SEXES, WORK_ITEMS } from '@/domain/workers';
import { pathTo } from '@/routes/lookup';
import { rules } from '@/utils/validators';

/** A certificate: a row of the certificate list and a sub-row of the operator form. */
export const certificateCatalogue: Catalogue<CertificateRow> = [
  { name: 'certno', label: '证书编号', required: true, table: 'sort', search: true },
  { name: 'name', label: '姓名', table: 'sort', search: true, record: false },
  { name: 'idcard', label: '身份证号', table: true, record: false },
  { name: 'workitem', label: '作业项目', dict: WORK_ITEMS, required: true, table: 'sort', search: true },
  { name: 'issueorg', label: '发证机关', required: true, table: true },
  { name: 'issuedate', label: '发证日期', type: 'date', required: true, table: 'sort' },
  { name: 'validdate', label: '有效期至', type: 'date', required: true, table: 'sort', search: true },
  { name: 'certState', label: '状态', dict: CERT_STATES, tag: true, table: true, search: true, edit: false },
];

export const certificateActions: RecordAction<CertificateRow>[] = [
  {
    key: 'view',
    label: '查看人员',
    confirm: false,
    to: (r) => pathTo('worker_detail', { mode: 'view', id: r.operatorId }),
  },
];

/** An operator: the list of the unit's operators and the record in add, edit and view. */
export const operatorCatalogue: Catalogue<OperatorRow> = [
  {
    name: 'name',
    label: '姓名',
    required: true,
    maxLength: 20,
    table: { sorter: true, width: 90 },
    search: true,
  },
  { name: 'sex', label: '性别', dict: SEXES, required: true, table: { width: 70 } },
  {
    name: 'idcard',
    label: '身份证号',
    required: true,
    rules: [rules.citizenId],
    readOnlyIn: ['edit'],
    table: 'sort',
    search: true,
  },
  { name: 'mobile', label: '手机号码', required: true, rules: [rules.mobile], table: true },
  {
    name: 'workitems',
    label: '作业项目',
    dict: WORK_ITEMS,
    multiple: true,
    // Narrow enough for the list to fit a 1366 px screen: the tags wrap rather than widen the table.
    table: {
      width: 200,
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
    search: { name: 'workitem' },
    record: false,
  },
  { name: 'areacode', label: '所在区域', type: 'area', table: 'sort', search: true },
  { name: 'address', label: '详细地址', export: true },
  { name: 'remarks', label: '备注', type: 'textarea', wide: true },
  { name: 'nearestValid', label: '最近有效期至', type: 'date', table: 'sort', record: false },
  {
    name: 'certState',
    label: '证书状态',
    dict: CERT_STATES,
    tag: true,
    table: true,
    search: true,
    record: false,
  },
  { name: 'certCount', label: '证书数量', type: 'number', record: false, export: true },
  { name: 'certno', label: '证书编号', search: 'only' },
  { name: 'createDate', label: '登记日期', type: 'date', search: true, record: false, export: true },
  {
    name: 'qualifications',
    label: '资格证书',
    section: '资格证书',
    rows: { fields: formFields(certificateCatalogue), addText: '添加证书', min: 1 },
  },
  {
    name: 'attrefsysid',
    label: '证书扫描件',
    section: '证书扫描件',
    type: 'attachments',
    group: 'certificate',
  },
];

/** The operator record in add, edit and view. */
export const operatorSections = formSections(operatorCatalogue);

export const operatorActions: RecordAction<OperatorRow>[] = [
  rowLink('查看', 'worker_detail', 'view'),
  rowLink('修改', 'worker_detail', 'edit'),
  {
    key: 'delete',
    label: '删除',
    danger: true,
    confirm: '确定要删除该作业人员及其证书吗？',
    run: (r) => deleteOperators([r.id]),
  },
];
