import { useRef, useState } from 'react';
import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getConfig } from '@/config';
import { newDraftId, registrationApi } from '@/api/registration';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { UNIT_TYPES } from '@/domain/units';
import { LOGIN_NAME_MESSAGE, LOGIN_NAME_PATTERN, SMS_MESSAGES, SMS_PURPOSE } from '@/domain/registration';
import { rules } from '@/utils/validators';
import { encipher } from '@/utils/cipher';
import { PublicFrame } from './PublicFrame';
import { SmsCodeField } from './SmsCodeField';
import { DraftAttachmentField, requiredAttachmentRule } from './DraftAttachmentField';
import { usePublicSubmit } from './usePublicSubmit';
import { verifyMobile, type SmsProof } from './smsProof';

interface RegisterValues {
  unittype: string;
  orgname: string;
  orgcode: string;
  areacode: string;
  address: string;
  legalPerson: string;
  contactPerson: string;
  contactMobile: string;
  smsCode: string;
  loginName: string;
  password: string;
  confirmPassword: string;
  businessLicence: string;
  authorisationLetter: string;
}

/** /register: an enterprise applies for an account; an administrator audits the application. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  // One draft per visit: the attachments uploaded here (or by phone) belong to it.
  const [draftId] = useState(newDraftId);
  const smsProof = useRef<SmsProof | null>(null);
  const [error, setError] = useState('');

  const { submit, submitting } = usePublicSubmit<RegisterValues>(async (values) => {
    setError('');
    const orgcode = values.orgcode.trim().toUpperCase();
    const loginName = values.loginName.trim();
    try {
      await registrationApi.checkUnit(orgcode, loginName);
    } catch (e) {
      const message = (e as Error).message;
      form.setFields([{ name: message.includes('登录账号') ? 'loginName' : 'orgcode', errors: [message] }]);
      setError(message);
      return;
    }
    const smsToken = await verifyMobile(form, smsProof, values.contactMobile.trim(), SMS_PURPOSE.register);
    if (!smsToken) return;
    try {
      const receipt = await registrationApi.apply({
        unittype: values.unittype,
        orgname: values.orgname.trim(),
        orgcode,
        areacode: values.areacode,
        address: values.address.trim(),
        legalPerson: values.legalPerson.trim(),
        contactPerson: values.contactPerson.trim(),
        contactMobile: values.contactMobile.trim(),
        loginName,
        password: encipher(values.password, getConfig().cipherKey),
        attrefsysid: draftId,
        smsToken,
      });
      navigate(`/register-success?no=${receipt.applyNo}&id=${receipt.id}`, { replace: true });
    } catch (e) {
      if ((e as Error).message === SMS_MESSAGES.notVerified) smsProof.current = null;
      setError((e as Error).message);
    }
  });

  return (
    <PublicFrame>
      <Typography.Paragraph type="secondary">
        填写单位信息并上传材料，提交后由管理员审核；审核通过后即可用申请的账号登录。带 * 的为必填项。
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ businessLicence: draftId, authorisationLetter: draftId }}
        autoComplete="off"
        scrollToFirstError
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="unittype"
              label="单位类型"
              rules={[{ required: true, message: '请选择单位类型' }]}
            >
              <Select options={[...UNIT_TYPES]} placeholder="请选择单位类型" aria-label="单位类型" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="orgname"
              label="单位名称"
              rules={[{ required: true, whitespace: true, message: '请输入单位名称' }]}
            >
              <Input placeholder="与营业执照一致" maxLength={100} />
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
              <Input placeholder="18位统一社会信用代码" maxLength={18} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="areacode"
              label="所在区县"
              rules={[{ required: true, message: '请选择所在区县' }]}
            >
              <Select options={[...NINGBO_DISTRICTS]} placeholder="宁波市下辖区县" aria-label="所在区县" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="address"
              label="单位地址"
              rules={[{ required: true, whitespace: true, message: '请输入单位地址' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="legalPerson"
              label="法定代表人"
              rules={[{ required: true, whitespace: true, message: '请输入法定代表人' }]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="contactPerson"
              label="联系人"
              rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="contactMobile"
              label="联系人手机"
              rules={[{ required: true, message: '请输入联系人手机' }, rules.mobile]}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <SmsCodeField form={form} mobileField="contactMobile" purpose={SMS_PURPOSE.register} />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="loginName"
              label="登录账号"
              rules={[
                { required: true, whitespace: true, message: '请输入登录账号' },
                { pattern: LOGIN_NAME_PATTERN, message: LOGIN_NAME_MESSAGE },
              ]}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label="登录密码"
              extra="8-16位，须同时包含大写字母、小写字母、数字和特殊字符（~!@#$%^&*?()._）"
              rules={[{ required: true, message: '请输入登录密码' }, rules.strongPassword]}
              validateTrigger="onBlur"
            >
              <Input.Password maxLength={16} autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="confirmPassword"
              label="确认密码"
              dependencies={['password']}
              rules={[
                { required: true, message: '请再次输入登录密码' },
                ({ getFieldValue }) => ({
                  validator: async (_, value: string) => {
                    if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
                  },
                }),
              ]}
            >
              <Input.Password maxLength={16} autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="businessLicence"
              label="营业执照扫描件"
              required
              rules={[requiredAttachmentRule('businessLicence')]}
            >
              <DraftAttachmentField group="businessLicence" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="authorisationLetter"
              label="授权委托书"
              required
              extra="加盖单位公章的授权委托书，委托联系人办理账号注册"
              rules={[requiredAttachmentRule('authorisationLetter')]}
            >
              <DraftAttachmentField group="authorisationLetter" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" size="large" loading={submitting} block>
          {submitting ? '正在提交…' : '提交注册申请'}
        </Button>
      </Form>
    </PublicFrame>
  );
}
