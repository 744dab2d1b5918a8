import { invoiceCertApi, type InvoiceCert } from '@/api/company';
import { formSections } from '@/components/catalogue';
import { RecordPage } from '@/components/RecordPage';
import { pathTo } from '@/routes/lookup';
import { invoiceCatalogue } from './declarations';

const sections = formSections(invoiceCatalogue);

/** An invoice title in add, edit or view mode (?mode=&id=). */
export default function InvoiceVoucherDetails() {
  return (
    <RecordPage<InvoiceCert>
      listPath={pathTo('company_invoice_voucher')}
      detailPath={(mode, id) => pathTo('company_invoice_voucher_details', { mode, id })}
      sections={sections}
      load={invoiceCertApi.detail}
      save={invoiceCertApi.save}
      remove={{ run: invoiceCertApi.remove, confirm: '确定要删除该发票抬头吗？' }}
    />
  );
}
