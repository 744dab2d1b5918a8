import { SmsCodeField } from '@/components/SmsCodeField';
import type { FormItemDef } from '@/components/FormFields';
import { typeOf, type ContractField } from '@/contract/field';
import { PASSWORD_RESET_APPLICATION } from '@/contract/records/registration';
import type { SmsPurpose } from '@/domain/registration';
import { checksRule } from '@/utils/validators';

/**
 * A field of a public form as its record declares it (src/contract/records/registration.ts): label,
 * type, dict, length, required and checks; the page adds only presentation (a placeholder, help, a span).
 */
export function formItem(field: ContractField, presentation: Partial<FormItemDef> = {}): FormItemDef {
  const { name, label, dict, maxLength, required, missing, checks } = field;
  return {
    name,
    label,
    type: typeOf(field),
    dict,
    maxLength,
    required: required && (missing ?? true),
    ...(checks?.length && { rules: [checksRule(checks)] }),
    ...presentation,
  };
}

/** The unit's credit code: upper-cased as typed. */
export const creditCodeField = (placeholder: string): FormItemDef =>
  formItem(PASSWORD_RESET_APPLICATION.orgcode, { placeholder, normalize: (value) => value?.toUpperCase() });

export const contactPersonField = formItem(PASSWORD_RESET_APPLICATION.contactPerson);

export const contactMobileField = formItem(PASSWORD_RESET_APPLICATION.contactMobile, {
  inputMode: 'numeric',
});

/** The SMS code sent to the contact mobile (an item of its own: input, send button, demo notice). */
export const smsCodeField = (purpose: SmsPurpose): FormItemDef => ({
  name: 'smsCode',
  label: '短信验证码',
  item: <SmsCodeField mobileField={contactMobileField.name} purpose={purpose} />,
});
