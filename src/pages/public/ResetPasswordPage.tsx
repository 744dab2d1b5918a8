import { useRef, useState } from 'react';
import { Alert, AutoComplete, Button, Col, Form, Input, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { newDraftId, registrationApi, type InvoiceTitle } from '@/api/registration';
import { SMS_MESSAGES, SMS_PURPOSE } from '@/domain/registration';
import { rules } from '@/utils/validators';
import { PublicFrame } from './PublicFrame';
import { SmsCodeField } from './SmsCodeField';
import { DraftAttachmentField, requiredAttachmentRule } from './DraftAttachmentField';
import { usePublicSubmit } from './usePublicSubmit';
import { verifyMobile, type SmsProof } from './smsProof';

interface ResetValues {
  loginName: string;
  orgname: string;
  orgcode: string;
  contactPerson: string;
  contactMobile: string;
  smsCode: string;
  reason: string;
  resetAuthorisationLetter: string;
}

/** /resetPassword: a unit that lost its password applies for a reset; an administrator audits it. */
export default function ResetPasswordPage() {
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const [draftId] = useState(newDraftId);
  const smsProof = useRef<SmsProof | null>(null);
  const [error, setError] = useState('');
  const [titles, setTitles] = useState<InvoiceTitle[]>([]);

  const searchTitles = (keyword: string) => {
    if (keyword.trim().length < 2) return setTitles([]);
    registrationApi.invoiceTitles(keyword.trim()).then(setTitles, () => setTitles([]));
  };

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
    <PublicFrame>
      <Typography.Paragraph type="secondary">
        忘记密码时，由单位提交密码重置申请并上传加盖公章的授权委托书；管理员审核通过后，初始密码以短信发送至联系人手机。
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ resetAuthorisationLetter: draftId }}
        autoComplete="off"
        scrollToFirstError
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="loginName"
              label="登录账号"
              rules={[{ required: true, whitespace: true, message: '请输入需要重置密码的登录账号' }]}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="orgname" label="单位名称" extra="输入单位名称可选择并自动填入统一社会信用代码">
              <AutoComplete
                options={titles.map((t) => ({ value: t.orgname, label: `${t.orgname}（${t.orgcode}）` }))}
                onSearch={searchTitles}
                onSelect={(name: string) => {
                  const picked = titles.find((t) => t.orgname === name);
                  if (picked) form.setFieldsValue({ orgcode: picked.orgcode });
                }}
                placeholder="单位名称"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="orgcode"
              label="统一社会信用代码"
              rules={[
                { required: true, whitespace: true, message: '请输入统一社会信用代码' },
                rules.creditCode,
              ]}
              normalize={(v: string) => v?.toUpperCase()}
            >
              <Input maxLength={18} placeholder="账号所属单位的统一社会信用代码" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="contactPerson"
              label="联系人"
              rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="contactMobile"
              label="联系人手机"
              extra="审核通过后初始密码将发送至此手机"
              rules={[{ required: true, message: '请输入联系人手机' }, rules.mobile]}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <SmsCodeField form={form} mobileField="contactMobile" purpose={SMS_PURPOSE.resetPassword} />
          </Col>
          <Col span={24}>
            <Form.Item
              name="reason"
              label="申请原因"
              rules={[{ required: true, whitespace: true, message: '请输入申请原因' }]}
            >
              <Input.TextArea rows={3} maxLength={300} showCount placeholder="如：经办人离职，密码遗失" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="resetAuthorisationLetter"
              label="授权委托书"
              required
              extra="加盖单位公章的密码重置授权委托书"
              rules={[requiredAttachmentRule('resetAuthorisationLetter')]}
            >
              <DraftAttachmentField group="resetAuthorisationLetter" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" size="large" loading={submitting} block>
          {submitting ? '正在提交…' : '提交密码重置申请'}
        </Button>
      </Form>
    </PublicFrame>
  );
}
