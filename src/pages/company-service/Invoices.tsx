import { selfServiceApi, type IssuedInvoice } from '@/api/selfService';
import { ListPage, type ListQuery } from '@/components/ListPage';
import { yuan } from '@/domain/selfService';
import { rowLink } from '@/routes/links';
import { pathTo } from '@/routes/lookup';
import { ApplicationView } from './ApplicationView';
import { invoiceCatalogue } from './selfServiceDeclarations';

/** An invoice as the pages show it: its amount (kept in fen) as ¥ with two decimals. */
type ShownInvoice = IssuedInvoice & { amountText: string };
const shown = (invoice: IssuedInvoice): ShownInvoice => ({ ...invoice, amountText: yuan(invoice.amount) });

const loadInvoices = (query: ListQuery) =>
  selfServiceApi.invoices(query).then((page) => ({ ...page, list: page.list.map(shown) }));

/** 发票与邮寄: the invoices issued to the unit and where each one is on its way. */
export function InvoiceList() {
  return (
    <ListPage
      routeName="company_service_invoice"
      rowKey="id"
      fields={invoiceCatalogue}
      load={loadInvoices}
      rowActions={[rowLink('查看', 'company_service_invoice_detail', 'view')]}
    />
  );
}

/** invoice-detail?id=: the invoice, its title and its mailing. */
export function InvoiceDetail() {
  return (
    <ApplicationView<ShownInvoice>
      catalogue={invoiceCatalogue}
      load={(id) => selfServiceApi.invoice(id).then(shown)}
      listPath={pathTo('company_service_invoice')}
    />
  );
}
