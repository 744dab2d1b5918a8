import { mailAddressApi, type MailAddress } from '@/api/company';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { defaultedActions, mailCatalogue } from './declarations';

const actions = defaultedActions<MailAddress & { id: string }>(
  mailAddressApi,
  'company_invoice_mailing_details',
  '邮寄地址',
);

const list = listOf({
  routeName: 'company_invoice_mailing',
  rowKey: 'id',
  fields: mailCatalogue,
  load: mailAddressApi.list,
  rowActions: actions,
  toolbar: [pageLink('新增邮寄地址', 'company_invoice_mailing_details', { mode: 'add' })],
});

export const startCalls = () => startListCall(list);

/** 邮寄地址: where invoices and reports are sent, the default first. */
export default function InvoiceMailing() {
  return <ListPage {...list} />;
}
