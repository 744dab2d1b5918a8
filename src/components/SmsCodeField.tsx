import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Space, type InputRef } from 'antd';
// The plain input only: antd's index adds Search, Group, OTP and Password (3 KB) that this field never shows.
import Input from 'antd/es/input/Input';
import { getConfig } from '@/config';
import { registrationApi } from '@/api/registration';
import { SMS_RESEND_SECONDS, type SmsPurpose } from '@/domain/registration';
import { toast } from '@/lib/feedback';

interface SmsCodeFieldProps {
  /** The form field holding the mobile the code goes to. */
  mobileField: string;
  purpose: SmsPurpose;
  name?: string;
}

/** SMS code input with a send button that counts down 60 seconds before it may send again. */
export function SmsCodeField({ mobileField, purpose, name = 'smsCode' }: SmsCodeFieldProps) {
  const form = Form.useFormInstance();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [demoCode, setDemoCode] = useState('');
  const codeInput = useRef<InputRef>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    if (sending || secondsLeft > 0) return;
    try {
      await form.validateFields([mobileField]);
    } catch {
      return;
    }
    const mobile = String(form.getFieldValue(mobileField)).trim();
    setSending(true);
    try {
      const answer = await registrationApi.sendSmsCode(mobile, purpose);
      setSecondsLeft(SMS_RESEND_SECONDS);
      // The stand-in hands out its code; only a demo build shows it.
      setDemoCode(getConfig().demo && answer.demoCode ? answer.demoCode : '');
      toast.success(`验证码已发送至 ${mobile}，5分钟内有效`);
      // The button is now disabled for the countdown and would drop focus to the page; the code goes
      // in the input next to it, so focus waits there (a keyboard user types on at once).
      codeInput.current?.focus();
    } catch (error) {
      form.setFields([{ name, errors: [(error as Error).message] }]);
    } finally {
      setSending(false);
    }
  };

  return (
    // The code input is a noStyle child: its errors show under this labelled item.
    <Form.Item label="短信验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, whitespace: true, message: '请输入短信验证码' },
            { pattern: /^\d{6}$/, message: '短信验证码为6位数字' },
          ]}
        >
          <Input
            ref={codeInput}
            placeholder="6位短信验证码"
            aria-label="短信验证码"
            maxLength={6}
            inputMode="numeric"
          />
        </Form.Item>
        <Button onClick={() => void send()} loading={sending} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
      {demoCode && (
        <Alert
          style={{ marginTop: 8 }}
          type="info"
          showIcon
          title={`演示环境验证码：${demoCode}`}
          description="演示环境不发送真实短信；正式环境的验证码只发送到手机。"
        />
      )}
    </Form.Item>
  );
}
