import type { FormInstance, Rule } from 'antd/es/form';
import { beijingDay } from './beijingTime';

/*
 * Form validation (docs/requirements.md, Validation rules). The check functions are pure: they take the raw
 * text and never trim it, so surrounding spaces and full-width digits are invalid. Emptiness is the rule
 * wrapper's concern.
 */

// ---------- Pure checks ----------

const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const URL_PATTERN = /^(?:https?|ftp):\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const NON_NEGATIVE_INTEGER = /^(?:0|[1-9]\d*)$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const DECIMAL_2 = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;
const SIGNED_DECIMAL_2 = /^-?(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;
// Loose numeric literal: decides between the "not a number" and "wrong number" messages.
const NUMERIC = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const HAN = /\p{Script=Han}/u;
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^(?:\d{3,4}-)?\d{7,8}$/;
const POSTAL_CODE = /^[1-9]\d{5}$/;
const DEVICE_CODE = /^\d{18}$/;
const REGISTRATION_CODE = /^\d{20}$/;
// Specials: the union of the two sets the requirements name, ~!@#$%^&*?()._ and !@#$%^&*?() (the second is a
// subset).
const STRONG_PASSWORD =
  /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[~!@#$%^&*?()._])[A-Za-z\d~!@#$%^&*?()._]{8,16}$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);
export const isUrl = (value: string): boolean => URL_PATTERN.test(value);
export const isNumeric = (value: string): boolean => NUMERIC.test(value);
export const isNonNegativeInteger = (value: string): boolean => NON_NEGATIVE_INTEGER.test(value);
export const isPositiveInteger = (value: string): boolean => POSITIVE_INTEGER.test(value);
export const isPositiveDecimal2 = (value: string): boolean => DECIMAL_2.test(value) && Number(value) > 0;
export const isTwoDecimal = (value: string): boolean => SIGNED_DECIMAL_2.test(value);
export const containsChinese = (value: string): boolean => HAN.test(value);
export const isTwoDecimalOrChinese = (value: string): boolean =>
  isTwoDecimal(value) || containsChinese(value);
export const isMobile = (value: string): boolean => MOBILE.test(value);
export const isMobileOrLandline = (value: string): boolean => LANDLINE.test(value) || isMobile(value);
export const isPostalCode = (value: string): boolean => POSTAL_CODE.test(value);
export const isFixedAssets = (value: string): boolean => isPositiveInteger(value);
export const isDeviceCode = (value: string): boolean => DEVICE_CODE.test(value);
export const isRegistrationCode = (value: string): boolean => REGISTRATION_CODE.test(value);
export const isStrongPassword = (value: string): boolean => STRONG_PASSWORD.test(value);

const CITIZEN_ID = /^[1-9]\d{16}[\dXx]$/;
const CITIZEN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CITIZEN_CHECK_CHARS = '10X98765432';

/** GB 11643: 18-character ID with a real, non-future birth date and an ISO 7064 MOD 11-2 check digit. */
export function isCitizenId(value: string): boolean {
  if (!CITIZEN_ID.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const today = beijingDay();
  if (year < 1900 || year > Number(today.slice(0, 4))) return false;
  // Date normalises overflow (Feb 30 -> Mar 2), so a round trip proves the date exists.
  const birth = new Date(year, month - 1, day);
  if (birth.getFullYear() !== year || birth.getMonth() !== month - 1 || birth.getDate() !== day) return false;
  if (value.slice(6, 14) > today.replaceAll('-', '')) return false;
  return citizenIdCheck(value) === value[17].toUpperCase();
}

/** The check character of an ID's first 17 digits (ISO 7064 MOD 11-2). */
export const citizenIdCheck = (id: string) =>
  CITIZEN_CHECK_CHARS[CITIZEN_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0) % 11];

// GB 32100-2015 alphabet: digits and capitals without I, O, Z, S, V.
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE = /^[0-9A-HJ-NP-RTUW-Y]{18}$/;
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The mod-31 check character of a credit code's first 17 characters. */
export function creditCodeCheck(code: string): string {
  const sum = CREDIT_WEIGHTS.reduce((acc, weight, i) => acc + weight * CREDIT_CODE_CHARS.indexOf(code[i]), 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/** Unified social credit code (GB 32100-2015): 18 characters with a mod-31 check character. */
export const isCreditCode = (value: string): boolean =>
  CREDIT_CODE.test(value) && creditCodeCheck(value) === value[17];

// ---------- Equipment codes (docs/requirements.md, Equipment and its codes) ----------

/** Messages of the equipment code checks, shared by the form and the stand-in. */
export const CODE_MESSAGES = {
  deviceCode: '请输入有效的18位设备代码',
  deviceCodeVariety: '设备代码的品种与所选设备类别不符',
  deviceCodeYear: '设备代码中的制造年份无效',
  registrationCode: '请输入有效的20位注册代码',
  registrationCodeVariety: '注册代码的品种与所选设备类别不符',
  registrationCodeMonth: '注册代码中的登记年月无效',
  useCertificate: '请输入有效的使用登记证编号，如 梯11浙B01234(19)',
  useCertificateCategory: '使用登记证编号的设备简称与所选设备类别不符',
} as const;

const FIRST_YEAR = 1950;

/**
 * Whether a code's leading variety fits the equipment: the variety chosen (4 characters, a leaf of
 * the category tree) when there is one, else the category (its first digit).
 */
const fitsVariety = (code: string, equclacode: string, equsortcode = '') =>
  equsortcode.length === 4 ? code.startsWith(equsortcode) : code[0] === equclacode[0];

/**
 * 设备代码: 18 digits = variety (4) + manufacturer (5) + manufacturing year (4) + serial (5). The
 * variety must be the equipment's, the year a real one not in the future. Undefined when valid.
 */
export function deviceCodeProblem(
  code: string,
  equclacode: string,
  equsortcode?: string,
  today = new Date(),
): string | undefined {
  if (!isDeviceCode(code)) return CODE_MESSAGES.deviceCode;
  if (!fitsVariety(code, equclacode, equsortcode)) return CODE_MESSAGES.deviceCodeVariety;
  const year = Number(code.slice(9, 13));
  if (year < FIRST_YEAR || year > Number(beijingDay(today).slice(0, 4))) return CODE_MESSAGES.deviceCodeYear;
  return undefined;
}

/**
 * 注册代码: 20 digits = variety (4) + area code (6) + registration year and month (yyyymm) + serial
 * (4). The variety must be the equipment's, the month a real one not in the future.
 */
export function registrationCodeProblem(
  code: string,
  equclacode: string,
  equsortcode?: string,
  today = new Date(),
): string | undefined {
  if (!isRegistrationCode(code) || code[4] === '0') return CODE_MESSAGES.registrationCode;
  if (!fitsVariety(code, equclacode, equsortcode)) return CODE_MESSAGES.registrationCodeVariety;
  const year = Number(code.slice(10, 14));
  const month = Number(code.slice(14, 16));
  const thisMonth = Number(beijingDay(today).slice(0, 7).replace('-', ''));
  if (year < FIRST_YEAR || month < 1 || month > 12 || year * 100 + month > thisMonth) {
    return CODE_MESSAGES.registrationCodeMonth;
  }
  return undefined;
}

/** 使用登记证编号: abbreviation + 2 digits of the variety + province and city (浙B) + 5 digits + (yy). */
const USE_CERTIFICATE = /^([锅容瓶管梯起索游车])\d{2}\p{Script=Han}[A-Z]\d{5}(?:\(\d{2}\)|（\d{2}）)$/u;

/**
 * A 使用登记证编号; `abbreviations` are those the equipment's category registers under (容瓶 for
 * pressure vessels), every one when not given. Undefined when valid.
 */
export function registrationCertificateProblem(value: string, abbreviations?: string): string | undefined {
  const match = USE_CERTIFICATE.exec(value);
  if (!match) return CODE_MESSAGES.useCertificate;
  if (abbreviations !== undefined && !abbreviations.includes(match[1])) {
    return CODE_MESSAGES.useCertificateCategory;
  }
  return undefined;
}

// ---------- Messages ----------

export const VALIDATION_MESSAGES = {
  email: '请输入正确邮箱格式',
  url: '请输入正确URL格式',
  positiveInteger: '请输入正整数',
  decimal: '请输入小数',
  twoDecimal: '请输入有效的两位小数',
  number: '请输入数字',
  twoDecimalOrChinese: '请输入有效的两位小数或中文',
  mobile: '请输入有效的手机号码',
  mobileOrLandline: '请输入有效的手机号或者座机号',
  postalCode: '请输入有效的邮政编码',
  fixedAssets: '请输入有效的固定资产',
  deviceCode: '请输入有效的18位设备代码',
  registrationCode: '请输入有效的20位注册代码',
  citizenId: '请输入有效的身份证号',
  strongPassword: '请输入符合格式的密码',
  creditCode: '请输入有效的统一社会信用代码',
} as const;

// ---------- antd Form rules ----------

export const VALIDATION_DELAY = 500;

/** A custom-validator rule; assignable to antd's `Rule`, and directly callable in tests. */
export type ValidatorRule = {
  validator: (rule: unknown, value: unknown) => Promise<void>;
  validateTrigger?: string | string[];
};

/** Returns the error message for a non-empty text, or undefined when it is valid. */
type TextValidator = (text: string) => string | undefined;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps a text validator as an async rule. Only strings and numbers are validated as text; any other
 * value (object, boolean…) fails with `typeMessage` rather than being coerced into something that passes.
 */
function createRule(validate: TextValidator, typeMessage: string): ValidatorRule {
  return {
    validator: async (_rule, value) => {
      await delay(VALIDATION_DELAY);
      if (isEmpty(value)) return;
      let message: string | undefined;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
        message = validate(String(value));
      } else {
        message = typeMessage;
      }
      if (message !== undefined) throw new Error(message);
    },
  };
}

export function makeRule(check: (text: string) => boolean, message: string): ValidatorRule {
  return createRule((text) => (check(text) ? undefined : message), message);
}

/** A rule a given value must pass, and the Chinese message when it does not. */
export interface Check {
  test: (value: string) => boolean;
  message: string;
}

const M = VALIDATION_MESSAGES;
const check = (test: Check['test'], message: string): readonly Check[] => [{ test, message }];

/**
 * The spec's format rules as pure checks: the first that fails gives the message (a number with
 * three decimals is "请输入小数", a word "请输入正整数"). Forms and the stand-in check with the same.
 */
export const checks = {
  email: check(isEmail, M.email),
  url: check(isUrl, M.url),
  nonNegativeInteger: check(isNonNegativeInteger, M.positiveInteger),
  positiveInteger: check(isPositiveInteger, M.positiveInteger),
  positiveDecimal: [
    { test: isNumeric, message: M.positiveInteger },
    { test: isPositiveDecimal2, message: M.decimal },
  ],
  twoDecimal: [
    { test: isNumeric, message: M.number },
    { test: isTwoDecimal, message: M.twoDecimal },
  ],
  twoDecimalOrChinese: check(isTwoDecimalOrChinese, M.twoDecimalOrChinese),
  mobile: check(isMobile, M.mobile),
  mobileOrLandline: check(isMobileOrLandline, M.mobileOrLandline),
  postalCode: check(isPostalCode, M.postalCode),
  fixedAssets: check(isFixedAssets, M.fixedAssets),
  deviceCode: check(isDeviceCode, M.deviceCode),
  registrationCode: check(isRegistrationCode, M.registrationCode),
  citizenId: check(isCitizenId, M.citizenId),
  strongPassword: check(isStrongPassword, M.strongPassword),
  creditCode: check(isCreditCode, M.creditCode),
} satisfies Record<string, readonly Check[]>;

/** Checks as one form rule: a non-string value fails with the first check's message. */
export const checksRule = (list: readonly Check[]): ValidatorRule =>
  createRule((text) => list.find((c) => !c.test(text))?.message, list[0]?.message ?? '');

export const rules = Object.fromEntries(
  Object.entries(checks).map(([name, list]) => [name, checksRule(list)]),
) as Record<keyof typeof checks, ValidatorRule>;

/** Rule: the value equals another field's (a repeated password); empty values are left to `required`. */
export const sameAs =
  (field: string, message: string): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(message);
    },
  });

// ---------- Multi-field validation ----------

type ValidatableForm = Pick<FormInstance, 'validateFields' | 'scrollToField'>;

type FieldName = (string | number)[];

const hasName = (field: unknown): field is { name: FieldName } =>
  typeof field === 'object' && field !== null && 'name' in field && Array.isArray(field.name);

/** Reads the first error field's name from antd's ValidateErrorEntity rejection. */
function firstErrorName(error: unknown): FieldName | undefined {
  if (typeof error !== 'object' || error === null || !('errorFields' in error)) return undefined;
  const { errorFields } = error;
  return Array.isArray(errorFields) ? errorFields.find(hasName)?.name : undefined;
}

/**
 * Validates every field; true only when none has an error. On failure scrolls to the first error
 * field and focuses it (antd's `focus` option). Never throws.
 */
export async function validateAll(form: ValidatableForm): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch (error) {
    const name = firstErrorName(error);
    if (name && name.length > 0) {
      try {
        form.scrollToField(name, { behavior: 'smooth', block: 'center', focus: true });
      } catch {
        // Scrolling is a courtesy; the validation outcome still stands.
      }
    }
    return false;
  }
}
