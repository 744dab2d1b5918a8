import { mailAddressApi, type MailAddress } from '@/api/company';
import { formSections } from '@/components/catalogue';
import { RecordPage } from '@/components/RecordPage';
import { pathTo } from '@/routes/lookup';
import { mailCatalogue } from './declarations';

const sections = formSections(mailCatalogue);

/** A mailing address in add, edit or view mode (?mode=&id=). */
export default function InvoiceMailingDetails() {
  return (
    <RecordPage<MailAddress>
      listPath={pathTo('company_invoice_mailing')}
      detailPath={(mode, id) => pathTo('company_invoice_mailing_details', { mode, id })}
      sections={sections}
      load={mailAddressApi.detail}
      save={mailAddressApi.save}
      remove={{ run: mailAddressApi.remove, confirm: '确定要删除该邮寄地址吗？' }}
    />
  );
}
