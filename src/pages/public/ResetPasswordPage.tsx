import { registrationApi, type PasswordResetApplyForm } from '@/api/registration';
import { draftAttachmentField } from '@/components/DraftAttachmentField';
import type { FormItemDef } from '@/components/FormFields';
import { InvoiceTitleInput } from '@/components/deferred/fieldInputs';
import { PASSWORD_RESET_APPLICATION, REGISTRATION_APPLICATION } from '@/contract/records/registration';
import { SMS_PURPOSE } from '@/domain/registration';
import { pathTo } from '@/routes/lookup';
import { ApplicationForm } from './ApplicationForm';
import {
  contactMobileField,
  contactPersonField,
  creditCodeField,
  formItem,
  smsCodeField,
} from './applicationFields';
import { useApplication } from './useApplication';

/** What the API takes, plus the unit name (a lookup aid), the SMS code and the draft's group. */
type ResetValues = Omit<PasswordResetApplyForm, 'attrefsysid' | 'smsToken'> & {
  orgname: string;
  smsCode: string;
  resetAuthorisationLetter: string;
};

const RESET_FIELDS: FormItemDef[] = [
  formItem(PASSWORD_RESET_APPLICATION.loginName),
  {
    name: 'orgname',
    label: REGISTRATION_APPLICATION.orgname.label,
    extra: '输入单位全称可选择并自动填入统一社会信用代码',
    input: <InvoiceTitleInput codeField="orgcode" placeholder="单位名称" />,
  },
  creditCodeField('账号所属单位的统一社会信用代码'),
  contactPersonField,
  { ...contactMobileField, extra: '审核通过后初始密码将发送至此手机' },
  smsCodeField(SMS_PURPOSE.resetPassword),
  formItem(PASSWORD_RESET_APPLICATION.reason, { placeholder: '如：经办人离职，密码遗失', span: 24 }),
  draftAttachmentField({
    group: 'resetAuthorisationLetter',
    label: '授权委托书',
    extra: '加盖单位公章的密码重置授权委托书',
    phonePage: pathTo('attachment_upload_mobile'),
  }),
];

/** The attachment fields, each holding the draft id. */
const DRAFT_FIELDS = ['resetAuthorisationLetter'] as const;

/** /resetPassword: a unit that lost its password applies for a reset; an administrator audits it. */
export default function ResetPasswordPage() {
  const application = useApplication<ResetValues>({
    purpose: SMS_PURPOSE.resetPassword,
    check: (values) =>
      registrationApi.checkPasswordReset(values.loginName.trim(), values.orgcode.trim().toUpperCase()),
    // The check refuses a malformed field only: whether the account exists is decided by the audit.
    refusedField: (message) =>
      message.includes('信用代码') ? 'orgcode' : message.includes('登录账号') ? 'loginName' : null,
    apply: (values, proof) =>
      registrationApi.applyPasswordReset({
        loginName: values.loginName.trim(),
        orgcode: values.orgcode.trim().toUpperCase(),
        contactPerson: values.contactPerson.trim(),
        contactMobile: values.contactMobile.trim(),
        reason: values.reason.trim(),
        ...proof,
      }),
    draftFields: DRAFT_FIELDS,
    successPath: pathTo('reset_success'),
  });

  return (
    <ApplicationForm
      {...application}
      intro="忘记密码时，由单位提交密码重置申请并上传加盖公章的授权委托书；管理员审核通过后，由管理员电话告知联系人初始密码。"
      fields={RESET_FIELDS}
      submitText="提交密码重置申请"
    />
  );
}
