import { act, render } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import fc from 'fast-check';
import { createElement as h } from 'react';
import {
  CODE_MESSAGES,
  deviceCodeProblem,
  registrationCodeProblem,
  registrationCertificateProblem,
  VALIDATION_DELAY,
  isCitizenId,
  isCreditCode,
  isDeviceCode,
  isEmail,
  isFixedAssets,
  isMobile,
  isMobileOrLandline,
  isNonNegativeInteger,
  isPositiveDecimal2,
  isPositiveInteger,
  isPostalCode,
  isRegistrationCode,
  isStrongPassword,
  isTwoDecimal,
  isTwoDecimalOrChinese,
  isUrl,
  makeRule,
  rules,
  validateAll,
  type ValidatorRule,
} from '@/utils/validators';

type Check = (value: string) => boolean;
type Case = { check: Check; valid: string[]; invalid: string[] };

const FULL_WIDTH_MOBILE = '１３８００１３８０００';

/*
 * Every sample here is hardcoded. Citizen-ID check digits were computed by hand (ISO 7064 MOD 11-2) in a
 * scratch script; 11010519491231002X is the GB 11643 example. Credit codes are real published ones
 * (Tencent, Huawei, Alibaba…) plus a few with hand-computed mod-31 check characters.
 */
const cases: Record<string, Case> = {
  isEmail: {
    check: isEmail,
    valid: [
      'user@example.com',
      'first.last+tag@sub.example.co',
      'a_b-c@my-host.org',
      '12345@qq.com',
      'x@y.cn',
    ],
    invalid: [
      'plain',
      '@example.com',
      'user@',
      'user@example',
      'user@@example.com',
      'user@.com',
      '.user@example.com',
      'user.@example.com',
      'us er@example.com',
      'user@example.c',
      '用户@example.com',
      ' user@example.com',
      'user@example.com ',
      'user@example.com\n',
    ],
  },
  isUrl: {
    check: isUrl,
    valid: [
      'http://example.com',
      'https://www.example.com/path?q=1#top',
      'ftp://files.example.com/pub/file.txt',
      'HTTPS://EXAMPLE.COM',
      'http://localhost:8080',
      'http://192.168.1.1/esp',
      'https://example.com/中文',
    ],
    invalid: [
      'example.com',
      'www.example.com',
      'mailto:a@b.com',
      'file:///etc/passwd',
      'sftp://example.com',
      'javascript:alert(1)',
      'http://',
      'http:/example.com',
      'http://.com',
      'http://example.com:123456',
      'https://exa mple.com',
      ' http://example.com',
      'http://example.com ',
    ],
  },
  isNonNegativeInteger: {
    check: isNonNegativeInteger,
    valid: ['0', '1', '42', '1234567890123'],
    invalid: ['-1', '1.0', '1.5', '01', '00', '+1', '1e3', 'abc', '１２', ' 1', '1 '],
  },
  isPositiveInteger: {
    check: isPositiveInteger,
    valid: ['1', '9', '10', '999999'],
    invalid: ['0', '-5', '01', '1.0', '３', '0x10', ' 7', '7 '],
  },
  isPositiveDecimal2: {
    check: isPositiveDecimal2,
    valid: ['1', '0.01', '0.1', '0.50', '12.34', '100.5'],
    invalid: [
      '0',
      '0.0',
      '0.00',
      '-1.5',
      '1.234',
      '.5',
      '1.',
      '01.5',
      '1,5',
      '1e2',
      'abc',
      '１.５',
      ' 1.5',
      '1.5 ',
    ],
  },
  isTwoDecimal: {
    check: isTwoDecimal,
    valid: ['0', '12', '12.3', '12.34', '-12.34', '0.05'],
    invalid: ['12.345', 'abc', '1.', '.5', '01', '--1', '+1', '１２.３', ' 1.2', '1.2 '],
  },
  isTwoDecimalOrChinese: {
    check: isTwoDecimalOrChinese,
    valid: ['12.34', '-1', '中文', '规格A型', '约 5 吨'],
    invalid: ['abc', '12.345', 'ひらがな', ' 12.34', '12.34 '],
  },
  isMobile: {
    check: isMobile,
    valid: ['13800138000', '15000000000', '19912345678'],
    invalid: [
      '12800138000',
      '10800138000',
      '23800138000',
      '1380013800',
      '138001380000',
      '+8613800138000',
      '138-0013-8000',
      FULL_WIDTH_MOBILE,
      ' 13800138000',
      '13800138000 ',
    ],
  },
  isMobileOrLandline: {
    check: isMobileOrLandline,
    valid: ['010-12345678', '0571-1234567', '0755-87654321', '12345678', '1234567', '13800138000'],
    invalid: [
      '01-12345678',
      '01234-1234567',
      '010-123456',
      '010-123456789',
      '010 12345678',
      '(010)12345678',
      '123456',
      '12800138000',
      '０１０-１２３４５６７８',
      FULL_WIDTH_MOBILE,
      ' 12345678',
      '12345678 ',
    ],
  },
  isPostalCode: {
    check: isPostalCode,
    valid: ['100000', '310012', '999999'],
    invalid: ['012345', '10000', '1000000', '10000a', '１０００００', ' 100000', '100000 '],
  },
  isFixedAssets: {
    check: isFixedAssets,
    valid: ['1', '500', '1000000'],
    invalid: ['0', '-1', '1.5', '01', 'abc', '１', ' 5'],
  },
  isDeviceCode: {
    check: isDeviceCode,
    valid: ['310010033201200001', '000000000000000000'],
    invalid: [
      '31001003320120000', // 17
      '3100100332012000011', // 19
      '31001003320120000A',
      '３１００１００３３２０１２０００１',
      ' 310010033201200001',
      '310010033201200001 ',
    ],
  },
  isRegistrationCode: {
    check: isRegistrationCode,
    valid: ['31101101202001000001', '00000000000000000000'],
    invalid: [
      '3110110120200100000', // 19
      '311011012020010000011', // 21
      '3110110120200100000X',
      '３１１０１１０１２０２００１０００００１',
      ' 31101101202001000001',
      '31101101202001000001 ',
    ],
  },
  isStrongPassword: {
    check: isStrongPassword,
    valid: ['Abcdef1!', 'Abcdefghijklmn1.', 'P@ssw0rd', 'Zz9~Zz9~', 'aB3(aB3)'],
    invalid: [
      'Abcde1!', // 7 chars
      'Abcdefghijklmno1!', // 17 chars
      'abcdef1!',
      'ABCDEF1!',
      'Abcdefg!',
      'Abcdefg1',
      'Abcd ef1!',
      'Abcdef1!中',
      'Abcdef１!',
      'Abcdef1-',
      'Abcdef1+',
      'Abcdef1=',
      'Abcdef1,',
      'Abcdef1/',
      ' Abcdef1!',
      'Abcdef1! ',
    ],
  },
  isCreditCode: {
    check: isCreditCode,
    valid: [
      '91350100M000100Y43',
      '9144030071526726XG',
      '914403001922038216',
      '91330100716105852F',
      '91310000775785552L',
      '91330200MA2AFX1K1R',
      '12100000400000916K',
      '521000005000000004',
      '913101157MA1F00270', // sum divisible by 31: check character 0
      '913101157MA1F0017Y', // highest check value, 30
    ],
    invalid: [
      '91350100M000100Y44', // wrong check character
      '9144030071526726XH',
      '9144030071526726xg', // lowercase
      '91350100M000100I43', // I is not in the alphabet
      '91350100M000100O43',
      '91350100M000100Y4', // 17
      '91350100M000100Y430', // 19
      '９１３５０１００Ｍ０００１００Ｙ４３',
      ' 91350100M000100Y43',
      '91350100M000100Y43 ',
    ],
  },
};

describe.each(Object.entries(cases))('%s', (_name, { check, valid, invalid }) => {
  it.each(valid)('accepts %j', (value) => {
    expect(check(value)).toBe(true);
  });
  it.each(['', ...invalid])('rejects %j', (value) => {
    expect(check(value)).toBe(false);
  });
});

describe('isStrongPassword special characters', () => {
  // Set one ~!@#$%^&*?()._ contains set two !@#$%^&*?(); every member must count as the special character.
  it.each([...'~!@#$%^&*?()._'])('accepts %s as the special character', (special) => {
    expect(isStrongPassword(`Abcdef1${special}`)).toBe(true);
  });
  it.each([...'-+=,/\\|[]{}<>;:\'"`'])('rejects %s as the special character', (special) => {
    expect(isStrongPassword(`Abcdef1${special}`)).toBe(false);
  });
});

describe('isCitizenId', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 15, 12)); // "today" is 2025-06-15
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    '11010519491231002X', // GB 11643 example
    '11010519491231002x', // lowercase check character
    '440304200002291236', // 2000-02-29: divisible by 400
    '32010220240229002X', // 2024-02-29
    '310115199003070017',
    '620102198808081289',
    '330106198505200080', // check digit 0
    '110101190001010014', // first allowed year
    '320102202506150013', // born today
  ])('accepts %s', (value) => {
    expect(isCitizenId(value)).toBe(true);
  });

  it.each([
    ['110101190002290011', '1900-02-29: century, not a leap year'],
    ['110101202302290019', '2023-02-29'],
    ['11010120000230001X', '2000-02-30'],
    ['320102199604310039', 'April 31'],
    ['320102199604000030', 'day 00'],
    ['320102199600010039', 'month 00'],
    ['110101199913010018', 'month 13'],
    ['11010118991231001X', 'year 1899'],
    ['320102202506160019', 'born tomorrow'],
    ['320102202601010019', 'year after the current one'],
    ['010101199001010011', 'region starting with 0'],
    ['110105194912310021', 'wrong check digit'],
    ['11010519491231002Y', 'check character not X'],
    ['11010519491231002', '17 characters'],
    ['11010519491231002X1', '19 characters'],
    ['１１０１０５１９４９１２３１００２Ｘ', 'full-width'],
    [' 11010519491231002X', 'leading space'],
    ['11010519491231002X ', 'trailing space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isCitizenId(value)).toBe(false);
  });
});

describe('check functions, property-based', () => {
  const allChecks = Object.entries(cases).map(([name, { check }]) => [name, check] as const);
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(...'0123456789Xx.-+ 1中'), maxLength: 24 }),
  );

  it.each(allChecks.concat([['isCitizenId', isCitizenId]]))(
    '%s never throws and returns a boolean',
    (_n, check) => {
      fc.assert(
        fc.property(anyText, (text) => {
          expect(typeof check(text)).toBe('boolean');
        }),
        { numRuns: 300 },
      );
    },
  );

  // Only the Chinese-text variant may accept padded input (its text may legitimately contain spaces).
  const noTrim = allChecks.filter(([name]) => name !== 'isTwoDecimalOrChinese');
  it.each(noTrim)('%s rejects every valid sample once padded with spaces', (name, check) => {
    for (const value of cases[name].valid) {
      expect(check(` ${value}`)).toBe(false);
      expect(check(`${value} `)).toBe(false);
      expect(check(`\u3000${value}`)).toBe(false);
    }
  });

  it('generated values of the documented shapes are accepted', () => {
    fc.assert(fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (v) => isMobile(v) && isMobileOrLandline(v)));
    fc.assert(fc.property(fc.stringMatching(/^\d{18}$/), isDeviceCode));
    fc.assert(fc.property(fc.stringMatching(/^\d{20}$/), isRegistrationCode));
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (n) => isPositiveInteger(String(n)) && isFixedAssets(String(n))),
    );
    fc.assert(fc.property(fc.nat(), (n) => isNonNegativeInteger(String(n))));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) =>
        isPositiveDecimal2((cents / 100).toFixed(2)),
      ),
    );
  });
});

// ---------- Rules ----------

type Outcome = { ok: true } | { ok: false; error: unknown };

/** Starts the validator, lets the 500 ms delay elapse on fake timers and reports how it settled. */
async function settle(rule: ValidatorRule, value: unknown): Promise<Outcome> {
  const outcome = rule.validator(undefined, value).then(
    (): Outcome => ({ ok: true }),
    (error: unknown): Outcome => ({ ok: false, error }),
  );
  await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
  return outcome;
}

async function expectRejection(rule: ValidatorRule, value: unknown, message: string): Promise<void> {
  const outcome = await settle(rule, value);
  expect(outcome).toEqual({ ok: false, error: expect.any(Error) });
  expect(outcome).toMatchObject({ error: { message } });
}

describe('rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const ruleEntries = Object.entries(rules);

  /*
   * The validation rules of docs/requirements.md, rule by rule: the message it gives for a bad value (that
   * document's text, written out here rather than read from VALIDATION_MESSAGES, so a changed message fails),
   * a value it refuses and one it accepts. Keyed by every rule, so a new rule without an entry here does not
   * compile.
   */
  const specRules: Record<keyof typeof rules, { message: string; bad: unknown; good: unknown }> = {
    email: { message: '请输入正确邮箱格式', bad: 'not-an-email', good: 'user@example.com' },
    url: { message: '请输入正确URL格式', bad: 'example.com', good: 'https://example.com' },
    nonNegativeInteger: { message: '请输入正整数', bad: '-1', good: '0' },
    positiveInteger: { message: '请输入正整数', bad: '0', good: '12' },
    positiveDecimal: { message: '请输入小数', bad: '1.234', good: '0.01' },
    twoDecimal: { message: '请输入有效的两位小数', bad: '1.234', good: '-3.25' },
    twoDecimalOrChinese: { message: '请输入有效的两位小数或中文', bad: 'abc', good: '中文' },
    mobile: { message: '请输入有效的手机号码', bad: '12800138000', good: '13800138000' },
    mobileOrLandline: { message: '请输入有效的手机号或者座机号', bad: '010-123', good: '010-12345678' },
    postalCode: { message: '请输入有效的邮政编码', bad: '012345', good: '310012' },
    fixedAssets: { message: '请输入有效的固定资产', bad: '0', good: '500' },
    deviceCode: { message: '请输入有效的18位设备代码', bad: '31001003320120000', good: '310010033201200001' },
    registrationCode: {
      message: '请输入有效的20位注册代码',
      bad: '3110110120200100000',
      good: '31101101202001000001',
    },
    citizenId: { message: '请输入有效的身份证号', bad: '110101190002290011', good: '11010519491231002X' },
    // The change-password form's message.
    strongPassword: { message: '请输入符合格式的密码', bad: 'Abcde1!', good: 'Abcdef1!' },
    // Not in the requirements' table: the registration form's own wording.
    creditCode: {
      message: '请输入有效的统一社会信用代码',
      bad: '91350100M000100Y44',
      good: '91350100M000100Y43',
    },
  };

  describe.each(Object.entries(specRules))('%s (validation rules)', (name, { message, bad, good }) => {
    const rule = rules[name as keyof typeof rules];
    it(`refuses a bad value with 「${message}」`, async () => {
      await expectRejection(rule, bad, message);
    });
    it('passes a good value', async () => {
      expect(await settle(rule, good)).toEqual({ ok: true });
    });
    it('passes an empty value', async () => {
      expect(await settle(rule, '')).toEqual({ ok: true });
    });
  });

  it('the two number rules say 请输入正整数 / 请输入数字 for text that is no number', async () => {
    await expectRejection(rules.positiveDecimal, 'abc', '请输入正整数');
    await expectRejection(rules.twoDecimal, 'abc', '请输入数字');
  });

  describe.each(ruleEntries)('%s', (_name, rule) => {
    it.each([undefined, null, '', '   ', '\t\n'])('passes empty value %j', async (value) => {
      expect(await settle(rule, value)).toEqual({ ok: true });
    });
  });

  it.each([
    ['email', 'user@example.com'],
    ['url', 'https://example.com'],
    ['nonNegativeInteger', 0],
    ['nonNegativeInteger', '0'],
    ['positiveInteger', 12],
    ['positiveDecimal', 12.5],
    ['positiveDecimal', '0.01'],
    ['twoDecimal', -3.25],
    ['twoDecimalOrChinese', '中文'],
    ['mobile', 13800138000],
    ['mobileOrLandline', '010-12345678'],
    ['postalCode', 310012],
    ['fixedAssets', '500'],
    ['deviceCode', '310010033201200001'],
    ['registrationCode', '31101101202001000001'],
    ['citizenId', '11010519491231002X'],
    ['strongPassword', 'Abcdef1!'],
    ['creditCode', '91350100M000100Y43'],
  ] as const)('%s accepts %j', async (name, value) => {
    expect(await settle(rules[name], value)).toEqual({ ok: true });
  });

  it.each([
    ['nonNegativeInteger', -1, '请输入正整数'],
    ['nonNegativeInteger', '1.5', '请输入正整数'],
    ['positiveInteger', 0, '请输入正整数'],
    ['positiveInteger', 'abc', '请输入正整数'],
    ['positiveDecimal', '-1', specRules.positiveDecimal.message], // numeric, not positive
    ['positiveDecimal', 0, specRules.positiveDecimal.message],
    ['twoDecimal', 1.234, specRules.twoDecimal.message],
    ['twoDecimalOrChinese', '1.234', specRules.twoDecimalOrChinese.message],
    ['mobile', FULL_WIDTH_MOBILE, specRules.mobile.message],
    ['mobile', ' 13800138000', specRules.mobile.message],
    ['mobile', ['13800138000'], specRules.mobile.message], // String() would make this pass: non-text is never coerced
    ['mobile', { value: '13800138000' }, specRules.mobile.message],
    ['positiveDecimal', [], '请输入正整数'],
    ['twoDecimal', true, '请输入数字'],
    ['email', NaN, specRules.email.message],
  ] as const)('%s rejects %j with its message', async (name, value, message) => {
    await expectRejection(rules[name], value, message);
  });

  it('waits the 500 ms delay before settling', async () => {
    expect(VALIDATION_DELAY).toBe(500);
    const settled = vi.fn();
    rules.mobile.validator(undefined, 'bad').then(settled, settled);
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(new Error(specRules.mobile.message));
  });

  it('delays empty values too', async () => {
    const settled = vi.fn();
    rules.email.validator(undefined, '').then(settled, settled);
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('makeRule builds a rule from any check and message', async () => {
    const rule = makeRule((text) => text === 'yes', '不对');
    expect(await settle(rule, 'yes')).toEqual({ ok: true });
    await expectRejection(rule, 'no', '不对');
  });

  it.each(ruleEntries)(
    '%s: arbitrary input resolves or rejects with an Error, never throws',
    async (_name, rule) => {
      const anyValue = fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.double(),
        fc.integer(),
        fc.bigInt(),
        fc.constant(null),
        fc.constant(undefined),
        fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true }),
      );
      await fc.assert(
        fc.asyncProperty(anyValue, async (value) => {
          let started: Promise<void> = Promise.resolve();
          expect(() => {
            started = rule.validator(undefined, value);
          }).not.toThrow();
          const outcome = started.then(
            () => true,
            (error: unknown) => error instanceof Error,
          );
          await vi.advanceTimersByTimeAsync(VALIDATION_DELAY);
          expect(await outcome).toBe(true);
        }),
        { numRuns: 60 },
      );
    },
  );
});

// ---------- validateAll ----------

describe('validateAll', () => {
  const makeForm = (validation: Promise<unknown>) => ({
    validateFields: vi.fn(() => validation),
    scrollToField: vi.fn(),
  });

  it('returns true when every field is valid', async () => {
    const form = makeForm(Promise.resolve({ mobile: '13800138000' }));
    await expect(validateAll(form)).resolves.toBe(true);
    expect(form.scrollToField).not.toHaveBeenCalled();
  });

  it('scrolls to and focuses the first error field, returning false', async () => {
    const form = makeForm(
      Promise.reject({
        values: {},
        errorFields: [
          { name: ['mobile'], errors: ['x'] },
          { name: ['email'], errors: ['y'] },
        ],
        outOfDate: false,
      }),
    );
    await expect(validateAll(form)).resolves.toBe(false);
    expect(form.scrollToField).toHaveBeenCalledTimes(1);
    expect(form.scrollToField).toHaveBeenCalledWith(['mobile'], {
      behavior: 'smooth',
      block: 'center',
      focus: true,
    });
  });

  it('returns false without scrolling when the rejection names no field', async () => {
    const form = makeForm(Promise.reject({ values: {}, errorFields: [], outOfDate: true }));
    await expect(validateAll(form)).resolves.toBe(false);
    expect(form.scrollToField).not.toHaveBeenCalled();
  });

  it.each([new Error('boom'), undefined, 'text', { errorFields: 'nope' }])(
    'never throws (rejection %j)',
    async (reason) => {
      const form = makeForm(Promise.reject(reason));
      await expect(validateAll(form)).resolves.toBe(false);
    },
  );

  it('still returns false when scrolling itself fails', async () => {
    const form = makeForm(Promise.reject({ errorFields: [{ name: ['mobile'], errors: ['x'] }] }));
    form.scrollToField.mockImplementation(() => {
      throw new Error('no DOM');
    });
    await expect(validateAll(form)).resolves.toBe(false);
  });

  it('never throws even when validateFields throws synchronously', async () => {
    const form = {
      validateFields: vi.fn(() => {
        throw new Error('sync');
      }),
      scrollToField: vi.fn(),
    };
    await expect(validateAll(form)).resolves.toBe(false);
  });
});

describe('validateAll with a real antd form', () => {
  it('focuses the first invalid input and returns false; true once fixed', async () => {
    let form: FormInstance | undefined;
    function Harness() {
      const [instance] = Form.useForm();
      form = instance;
      return h(
        Form,
        { form: instance, initialValues: { name: 'ok', mobile: '12345' } },
        h(Form.Item, { name: 'name', label: 'name', rules: [{ required: true }] }, h(Input, { id: 'name' })),
        h(Form.Item, { name: 'mobile', label: 'mobile', rules: [rules.mobile] }, h(Input, { id: 'mobile' })),
      );
    }
    render(h(Harness));
    if (!form) throw new Error('form not captured');
    const instance = form;

    let valid: boolean | undefined;
    await act(async () => {
      valid = await validateAll(instance);
    });
    expect(valid).toBe(false);
    expect(document.activeElement).toBe(document.getElementById('mobile'));

    act(() => instance.setFieldValue('mobile', '13800138000'));
    await act(async () => {
      valid = await validateAll(instance);
    });
    expect(valid).toBe(true);
  });
});

describe('equipment codes', () => {
  const today = new Date('2026-11-20T00:00:00Z');

  it('设备代码: 18 digits, the variety or category of the equipment, a real manufacturing year', () => {
    expect(deviceCodeProblem('311033012202100456', '3000', '3110', today)).toBeUndefined();
    expect(deviceCodeProblem('311033012202100456', '3000', undefined, today)).toBeUndefined();
    for (const code of [
      '31103301220210045',
      '3110330122021004567',
      '31103301220210045X',
      ' 311033012202100456',
    ]) {
      expect(deviceCodeProblem(code, '3000', '3110', today)).toBe(CODE_MESSAGES.deviceCode);
    }
    expect(deviceCodeProblem('312033012202100456', '3000', '3110', today)).toBe(
      CODE_MESSAGES.deviceCodeVariety,
    );
    expect(deviceCodeProblem('410033012202100456', '3000', undefined, today)).toBe(
      CODE_MESSAGES.deviceCodeVariety,
    );
    expect(deviceCodeProblem('311033012194900456', '3000', '3110', today)).toBe(CODE_MESSAGES.deviceCodeYear);
    expect(deviceCodeProblem('311033012202700456', '3000', '3110', today)).toBe(CODE_MESSAGES.deviceCodeYear);
  });

  it('注册代码: 20 digits, the variety, an area code and a registration month not in the future', () => {
    expect(registrationCodeProblem('31103302122019050123', '3000', '3110', today)).toBeUndefined();
    expect(registrationCodeProblem('31103302122026110123', '3000', '3110', today)).toBeUndefined();
    expect(registrationCodeProblem('3110330212201905012', '3000', '3110', today)).toBe(
      CODE_MESSAGES.registrationCode,
    );
    // The area code never starts with 0.
    expect(registrationCodeProblem('31100302122019050123', '3000', '3110', today)).toBe(
      CODE_MESSAGES.registrationCode,
    );
    expect(registrationCodeProblem('21503302122019050123', '3000', undefined, today)).toBe(
      CODE_MESSAGES.registrationCodeVariety,
    );
    for (const month of ['201900', '201913', '202612', '194912']) {
      expect(registrationCodeProblem(`3110330212${month}0123`, '3000', '3110', today), month).toBe(
        CODE_MESSAGES.registrationCodeMonth,
      );
    }
  });

  it('使用登记证编号: abbreviation of the category, variety digits, 浙B, serial and year', () => {
    expect(registrationCertificateProblem('梯11浙B01234(19)', '梯')).toBeUndefined();
    expect(registrationCertificateProblem('容15浙B00012（21）', '容瓶')).toBeUndefined();
    expect(registrationCertificateProblem('瓶30浙B00012(21)', '容瓶')).toBeUndefined();
    expect(registrationCertificateProblem('起11浙B01234(19)')).toBeUndefined();
    expect(registrationCertificateProblem('起11浙B01234(19)', '梯')).toBe(
      CODE_MESSAGES.useCertificateCategory,
    );
    for (const value of [
      '梯11浙B1234(19)',
      '电11浙B01234(19)',
      '梯1浙B01234(19)',
      '梯11浙b01234(19)',
      '梯11浙B01234',
      '梯11浙B01234(19) ',
    ]) {
      expect(registrationCertificateProblem(value), value).toBe(CODE_MESSAGES.useCertificate);
    }
  });
});
