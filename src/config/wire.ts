/**
 * How the account calls look on the wire (docs/wire-format.md). Each option's first value is what the
 * original client sent, which the institute's backend implements; the other is a hardened form for a
 * backend that adopts it. The stand-in accepts exactly the configured form and refuses the other.
 */
export const WIRE_OPTIONS = {
  /** Login credentials ciphered with cipherKey alone, or with cipherKey joined to their captcha. */
  loginCipherKey: ['fixed', 'captchaBound'],
  /** updatePwd's oldPassword and newPassword ciphered with cipherKey (false: sent as typed). */
  cipherPasswordChange: [false, true],
  /** The registration application's password ciphered with cipherKey (false: sent as typed). */
  cipherRegistrationPassword: [false, true],
  /** The method of /a/logout. */
  logoutMethod: ['GET', 'POST'],
  /**
   * Where the single-sign-on token for an external system comes from: the user info's userSsoInfo,
   * or a one-time token POST /a/stone/user/ssoToken issues for each opening.
   */
  ssoTokenSource: ['userInfo', 'issued'],
} as const;

type Options = typeof WIRE_OPTIONS;

export type WireFormat = { -readonly [K in keyof Options]: Options[K][number] };

export const ORIGINAL_WIRE_FORMAT: WireFormat = {
  loginCipherKey: WIRE_OPTIONS.loginCipherKey[0],
  cipherPasswordChange: WIRE_OPTIONS.cipherPasswordChange[0],
  cipherRegistrationPassword: WIRE_OPTIONS.cipherRegistrationPassword[0],
  logoutMethod: WIRE_OPTIONS.logoutMethod[0],
  ssoTokenSource: WIRE_OPTIONS.ssoTokenSource[0],
};

const isOption = (name: string): name is keyof Options => Object.hasOwn(WIRE_OPTIONS, name);

/**
 * The wire format a configuration asks for, and what in it was not understood: an unknown option is
 * left out, an unknown value keeps the original's. Each problem is a Chinese sentence for the console.
 */
export function readWireFormat(asked: unknown, base: WireFormat = ORIGINAL_WIRE_FORMAT) {
  const wire: WireFormat = { ...base };
  const problems: string[] = [];
  if (asked === undefined) return { wire, problems };
  if (typeof asked !== 'object' || asked === null || Array.isArray(asked)) {
    return { wire, problems: ['wire 须为对象'] };
  }
  for (const [name, value] of Object.entries(asked)) {
    if (!isOption(name)) {
      problems.push(`wire.${name} 不是已知的选项`);
      continue;
    }
    const allowed: readonly unknown[] = WIRE_OPTIONS[name];
    if (allowed.includes(value)) Object.assign(wire, { [name]: value });
    else problems.push(`wire.${name} 须为 ${allowed.map((v) => JSON.stringify(v)).join(' 或 ')}`);
  }
  return { wire, problems };
}
