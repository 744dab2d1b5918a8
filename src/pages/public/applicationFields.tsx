import { SmsCodeField } from '@/components/SmsCodeField';
import type { FormItemDef } from '@/components/FormFields';
import type { SmsPurpose } from '@/domain/registration';
import { rules } from '@/utils/validators';

/** Fields both public applications ask for, declared once. */

export const creditCodeField = (placeholder: string): FormItemDef => ({
  name: 'orgcode',
  label: '统一社会信用代码',
  placeholder,
  maxLength: 18,
  required: true,
  rules: [rules.creditCode],
  normalize: (value) => value?.toUpperCase(),
});

export const contactPersonField: FormItemDef = {
  name: 'contactPerson',
  label: '联系人',
  maxLength: 30,
  required: true,
};

export const contactMobileField: FormItemDef = {
  name: 'contactMobile',
  label: '联系人手机',
  maxLength: 11,
  inputMode: 'numeric',
  required: true,
  rules: [rules.mobile],
};

/** The SMS code sent to the contact mobile (an item of its own: input, send button, demo notice). */
export const smsCodeField = (purpose: SmsPurpose): FormItemDef => ({
  name: 'smsCode',
  label: '短信验证码',
  item: <SmsCodeField mobileField={contactMobileField.name} purpose={purpose} />,
});
