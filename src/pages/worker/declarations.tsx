import { Space, Tag } from 'antd';
import { deleteOperators, type CertificateRow, type OperatorRow } from '@/api/operator';
import { CERTIFICATE, OPERATOR } from '@/contract/records/workers';
import { formFields, formSections, type Catalogue } from '@/components/catalogue';
import { rowLink } from '@/routes/links';
import type { RecordAction } from '@/components/WorkflowActions';
import { labelOf } from '@/domain/dict';
import { WORK_ITEMS } from '@/domain/workers';
import { pathTo } from '@/routes/lookup';

/** A certificate: a row of the certificate list and a sub-row of the operator form. */
export const certificateCatalogue: Catalogue<CertificateRow> = [
  { ...CERTIFICATE.certno, table: 'sort', search: true },
  { ...CERTIFICATE.name, table: 'sort', search: true, record: false },
  { ...CERTIFICATE.idcard, table: true, record: false },
  { ...CERTIFICATE.workitem, table: 'sort', search: true },
  { ...CERTIFICATE.issueorg, table: true },
  // A certificate is issued by today and valid after its issue (the server refuses 有效期至 on or before it).
  // The list is read for 有效期至: the issue date shows on demand.
  {
    ...CERTIFICATE.issuedate,
    table: { sorter: true, hiddenByDefault: true },
    dates: { notAfter: 'today' },
  },
  {
    ...CERTIFICATE.validdate,
    table: 'sort',
    search: true,
    dates: { after: { field: 'issuedate', label: CERTIFICATE.issuedate.label } },
  },
  { ...CERTIFICATE.certState, tag: true, table: true, search: true },
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
  { ...OPERATOR.name, table: { sorter: true, width: 90 }, search: true },
  { ...OPERATOR.sex, table: { width: 70 } },
  { ...OPERATOR.idcard, table: 'sort', search: true },
  { ...OPERATOR.mobile, table: true },
  {
    ...OPERATOR.workitems,
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
  // Searched more than read: the district shows on demand, so the certificates' state fits beside 操作.
  { ...OPERATOR.areacode, table: { sorter: true, hiddenByDefault: true }, search: true },
  OPERATOR.address,
  { ...OPERATOR.remarks, wide: true },
  { ...OPERATOR.nearestValid, table: 'sort', record: false },
  { ...OPERATOR.certState, tag: true, table: true, search: true, record: false },
  { ...OPERATOR.certCount, record: false },
  { name: 'certno', label: CERTIFICATE.certno.label, search: 'only' },
  { ...OPERATOR.createDate, search: true, record: false },
  {
    ...OPERATOR.qualifications,
    section: '资格证书',
    rows: { fields: formFields(certificateCatalogue), addText: '添加证书', min: 1 },
  },
  { ...OPERATOR.attrefsysid, section: '证书扫描件' },
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
