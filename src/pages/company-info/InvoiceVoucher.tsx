import { invoiceCertApi, type InvoiceCert } from '@/api/company';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { defaultedActions, invoiceCatalogue } from './declarations';

const actions = defaultedActions<InvoiceCert & { id: string }>(
  invoiceCertApi,
  'company_invoice_voucher_details',
  '发票抬头',
);

const list = listOf({
  routeName: 'company_invoice_voucher',
  rowKey: 'id',
  fields: invoiceCatalogue,
  load: invoiceCertApi.list,
  rowActions: actions,
  toolbar: [pageLink('新增发票抬头', 'company_invoice_voucher_details', { mode: 'add' })],
});

export const startCalls = () => startListCall(list);

/** 发票抬头: the unit's invoice titles, the default first. */
export default function InvoiceVoucher() {
  return <ListPage {...list} />;
}
