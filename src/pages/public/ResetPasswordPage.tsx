import { useRef, useState } from 'react';
import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { newDraftId, registrationApi, type PasswordResetApplyForm } from '@/api/registration';
import type { FormItemDef } from '@/components/FormFields';
import { SMS_MESSAGES, SMS_PURPOSE } from '@/domain/registration';
import { ApplicationForm } from './ApplicationForm';
import { contactMobileField, contactPersonField, creditCodeField, smsCodeField } from './applicationFields';
import { draftAttachmentField } from './DraftAttachmentField';
import { InvoiceTitleInput } from './InvoiceTitleInput';
import { usePublicSubmit } from './usePublicSubmit';
import { verifyMobile, type SmsProof } from './smsProof';

/** What the API takes, plus the unit name (a lookup aid), the SMS code and the draft's group. */
type ResetValues = Omit<PasswordResetApplyForm, 'attrefsysid' | 'smsToken'> & {
  orgname: string;
  smsCode: string;
  resetAuthorisationLetter: string;
};

const RESET_FIELDS: FormItemDef[] = [
  { name: 'loginName', label: '登录账号', maxLength: 20, required: '请输入需要重置密码的登录账号' },
  {
    name: 'orgname',
    label: '单位名称',
    extra: '输入单位名称可选择并自动填入统一社会信用代码',
    input: <InvoiceTitleInput codeField="orgcode" placeholder="单位名称" />,
  },
  creditCodeField('账号所属单位的统一社会信用代码'),
  contactPersonField,
  { ...contactMobileField, extra: '审核通过后初始密码将发送至此手机' },
  smsCodeField(SMS_PURPOSE.resetPassword),
  {
    name: 'reason',
    label: '申请原因',
    type: 'textarea',
    maxLength: 300,
    placeholder: '如：经办人离职，密码遗失',
    required: true,
    span: 24,
  },
  draftAttachmentField('resetAuthorisationLetter', '授权委托书', '加盖单位公章的密码重置授权委托书'),
];

/** /resetPassword: a unit that lost its password applies for a reset; an administrator audits it. */
export default function ResetPasswordPage() {
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const [draftId] = useState(newDraftId);
  const smsProof = useRef<SmsProof | null>(null);
  const [error, setError] = useState('');

  const { submit, submitting } = usePublicSubmit<ResetValues>(async (values) => {
    setError('');
    const loginName = values.loginName.trim();
    const orgcode = values.orgcode.trim().toUpperCase();
    try {
      await registrationApi.checkPasswordReset(loginName, orgcode);
    } catch (e) {
      const message = (e as Error).message;
      const field = message.includes('信用代码')
        ? 'orgcode'
        : message.startsWith('账号不存在')
          ? 'loginName'
          : null;
      if (field) form.setFields([{ name: field, errors: [message] }]);
      setError(message);
      return;
    }
    const smsToken = await verifyMobile(
      form,
      smsProof,
      values.contactMobile.trim(),
      SMS_PURPOSE.resetPassword,
    );
    if (!smsToken) return;
    try {
      const receipt = await registrationApi.applyPasswordReset({
        loginName,
        orgcode,
        contactPerson: values.contactPerson.trim(),
        contactMobile: values.contactMobile.trim(),
        reason: values.reason.trim(),
        attrefsysid: draftId,
        smsToken,
      });
      navigate(`/resetSuccess?no=${receipt.applyNo}&id=${receipt.id}`, { replace: true });
    } catch (e) {
      if ((e as Error).message === SMS_MESSAGES.notVerified) smsProof.current = null;
      setError((e as Error).message);
    }
  });

  return (
    <ApplicationForm
      form={form}
      intro="忘记密码时，由单位提交密码重置申请并上传加盖公章的授权委托书；管理员审核通过后，初始密码以短信发送至联系人手机。"
      error={error}
      fields={RESET_FIELDS}
      initialValues={{ resetAuthorisationLetter: draftId }}
      onSubmit={(values) => void submit(values)}
      submitting={submitting}
      submitText="提交密码重置申请"
    />
  );
}
