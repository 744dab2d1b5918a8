import { registrationApi, type RegistrationApplyForm } from '@/api/registration';
import { draftAttachmentField } from '@/components/DraftAttachmentField';
import type { FormItemDef } from '@/components/FormFields';
import { REGISTRATION_APPLICATION } from '@/contract/records/registration';
import { SMS_PURPOSE } from '@/domain/registration';
import { sameAs } from '@/utils/validators';
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

/** What the API takes, plus the SMS code, the repeat and the draft's groups. */
type RegisterValues = Omit<RegistrationApplyForm, 'attrefsysid' | 'smsToken'> & {
  smsCode: string;
  confirmPassword: string;
  businessLicence: string;
  authorisationLetter: string;
};

const PHONE_PAGE = pathTo('attachment_upload_mobile');

const R = REGISTRATION_APPLICATION;

const REGISTER_FIELDS: FormItemDef[] = [
  formItem(R.unittype, { placeholder: '请选择单位类型' }),
  formItem(R.orgname, { placeholder: '与营业执照一致' }),
  creditCodeField('18位统一社会信用代码'),
  formItem(R.areacode, { placeholder: '宁波市下辖区县' }),
  formItem(R.address, { span: 24 }),
  formItem(R.legalPerson, { span: 8 }),
  { ...contactPersonField, span: 8 },
  { ...contactMobileField, span: 8 },
  smsCodeField(SMS_PURPOSE.register),
  formItem(R.loginName),
  formItem(R.password, {
    extra: '8-16位，须同时包含大写字母、小写字母、数字和特殊字符（~!@#$%^&*?()._）',
    validateTrigger: 'onBlur',
  }),
  {
    name: 'confirmPassword',
    label: '确认密码',
    type: 'password',
    maxLength: R.password.maxLength,
    required: '请再次输入登录密码',
    dependencies: ['password'],
    rules: [sameAs('password', '两次输入的密码不一致')],
  },
  draftAttachmentField({ group: 'businessLicence', label: '营业执照扫描件', phonePage: PHONE_PAGE }),
  draftAttachmentField({
    group: 'authorisationLetter',
    label: '授权委托书',
    extra: '加盖单位公章的授权委托书，委托联系人办理账号注册',
    phonePage: PHONE_PAGE,
  }),
];

const creditCodeOf = (values: RegisterValues) => values.orgcode.trim().toUpperCase();

/** The attachment fields, each holding the draft id. */
const DRAFT_FIELDS = ['businessLicence', 'authorisationLetter'] as const;

/** /register: an enterprise applies for an account; an administrator audits the application. */
export default function RegisterPage() {
  const application = useApplication<RegisterValues>({
    purpose: SMS_PURPOSE.register,
    check: (values) => registrationApi.checkUnit(creditCodeOf(values), values.loginName.trim()),
    refusedField: (message) => (message.includes('登录账号') ? 'loginName' : 'orgcode'),
    apply: (values, proof) =>
      registrationApi.apply({
        unittype: values.unittype,
        orgname: values.orgname.trim(),
        orgcode: creditCodeOf(values),
        areacode: values.areacode,
        address: values.address.trim(),
        legalPerson: values.legalPerson.trim(),
        contactPerson: values.contactPerson.trim(),
        contactMobile: values.contactMobile.trim(),
        loginName: values.loginName.trim(),
        password: values.password,
        ...proof,
      }),
    draftFields: DRAFT_FIELDS,
    successPath: pathTo('register_success'),
  });

  return (
    <ApplicationForm
      {...application}
      intro="填写单位信息并上传材料，提交后由管理员审核；审核通过后即可用申请的账号登录。带 * 的为必填项。"
      fields={REGISTER_FIELDS}
      submitText="提交注册申请"
    />
  );
}
