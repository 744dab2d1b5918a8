import { accountApi, type RegistrationApplication } from '@/api/account';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { rowLink } from '@/routes/links';
import { registrationMachine } from '@/domain/registration';
import { can } from '@/domain/workflow';
import { registrationCatalogue } from './declarations';

/** Audit what the role may decide; look at the rest. */
const auditable = (r: RegistrationApplication, roleType: string) =>
  can(registrationMachine, 'approve', r.status, roleType);

const list = listOf({
  routeName: 'account_check',
  rowKey: 'id',
  fields: registrationCatalogue,
  load: accountApi.findRegister,
  rowActions: [
    { ...rowLink('审核', 'account_register_detail'), visible: auditable },
    { ...rowLink('查看', 'account_register_detail'), visible: (r, role) => !auditable(r, role) },
  ],
});

export const startCalls = () => startListCall(list);

/** 注册确认: registration applications, pending first. */
export default function RegisterCheck() {
  return <ListPage {...list} />;
}
