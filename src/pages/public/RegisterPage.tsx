import { registrationApi, type RegistrationApplyForm } from '@/api/registration';
import { draftAttachmentField } from '@/components/DraftAttachmentField';
import type { FormItemDef } from '@/components/FormFields';
import { UNIT_TYPES } from '@/domain/units';
import { LOGIN_NAME_MESSAGE, LOGIN_NAME_PATTERN, SMS_PURPOSE } from '@/domain/registration';
import { rules, sameAs } from '@/utils/validators';
import { pathTo } from '@/routes/lookup';
import { ApplicationForm } from './ApplicationForm';
import { contactMobileField, contactPersonField, creditCodeField, smsCodeField } from './applicationFields';
import { useApplication } from './useApplication';

/** What the API takes, plus the SMS code, the repeat and the draft's groups. */
type RegisterValues = Omit<RegistrationApplyForm, 'attrefsysid' | 'smsToken'> & {
  smsCode: string;
  confirmPassword: string;
  businessLicence: string;
  authorisationLetter: string;
};

const PHONE_PAGE = pathTo('attachment_upload_mobile');

const REGISTER_FIELDS: FormItemDef[] = [
  {
    name: 'unittype',
    label: '单位类型',
    type: 'select',
    dict: UNIT_TYPES,
    placeholder: '请选择单位类型',
    required: true,
  },
  { name: 'orgname', label: '单位名称', placeholder: '与营业执照一致', required: true },
  creditCodeField('18位统一社会信用代码'),
  { name: 'areacode', label: '所在区县', type: 'area', placeholder: '宁波市下辖区县', required: true },
  { name: 'address', label: '单位地址', maxLength: 200, required: true, span: 24 },
  { name: 'legalPerson', label: '法定代表人', maxLength: 30, required: true, span: 8 },
  { ...contactPersonField, span: 8 },
  { ...contactMobileField, span: 8 },
  smsCodeField(SMS_PURPOSE.register),
  {
    name: 'loginName',
    label: '登录账号',
    maxLength: 20,
    required: true,
    rules: [{ pattern: LOGIN_NAME_PATTERN, message: LOGIN_NAME_MESSAGE }],
  },
  {
    name: 'password',
    label: '登录密码',
    type: 'password',
    maxLength: 16,
    required: true,
    rules: [rules.strongPassword],
    extra: '8-16位，须同时包含大写字母、小写字母、数字和特殊字符（~!@#$%^&*?()._）',
    validateTrigger: 'onBlur',
  },
  {
    name: 'confirmPassword',
    label: '确认密码',
    type: 'password',
    maxLength: 16,
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

/** /register: an enterprise applies for an account; an administrator audits the application. */
export default function RegisterPage() {
  const { draftId, ...application } = useApplication<RegisterValues>({
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
    successPath: pathTo('register_success'),
  });

  return (
    <ApplicationForm
      {...application}
      intro="填写单位信息并上传材料，提交后由管理员审核；审核通过后即可用申请的账号登录。带 * 的为必填项。"
      fields={REGISTER_FIELDS}
      initialValues={{ businessLicence: draftId, authorisationLetter: draftId }}
      submitText="提交注册申请"
    />
  );
}
