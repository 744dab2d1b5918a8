import { installUnitApi, type InstallUnit } from '@/api/company';
import { formSections } from '@/components/catalogue';
import { RecordPage } from '@/components/RecordPage';
import { pathTo } from '@/routes/lookup';
import { installCatalogue } from './declarations';

const sections = formSections(installCatalogue);

/** An installation unit in add, edit or view mode (?mode=&id=). */
export default function InstallationUnitDetails() {
  return (
    <RecordPage<InstallUnit>
      listPath={pathTo('company_installation_unit')}
      detailPath={(mode, id) => pathTo('company_installation_unit_details', { mode, id })}
      sections={sections}
      load={installUnitApi.detail}
      save={(record, { mode }) => (mode === 'add' ? installUnitApi.add(record) : installUnitApi.edit(record))}
      remove={{ run: installUnitApi.remove, confirm: '确定要删除该安装单位吗？' }}
    />
  );
}
