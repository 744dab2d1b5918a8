import { onTestFinished } from 'vitest';
import { getConfig, setConfig } from '@/config';
import { ORIGINAL_WIRE_FORMAT, type WireFormat } from '@/config/wire';
import { standInSettings } from '@/mocks/settings';

/** The two ends of every option: the original client's, and the hardened one. */
export const ORIGINAL = ORIGINAL_WIRE_FORMAT;
export const HARDENED: WireFormat = {
  loginCipherKey: 'captchaBound',
  cipherPasswordChange: true,
  cipherRegistrationPassword: true,
  logoutMethod: 'POST',
  ssoTokenSource: 'issued',
};

const put = (portal: Partial<WireFormat>, standIn: Partial<WireFormat>) => {
  setConfig({ ...getConfig(), wire: { ...ORIGINAL, ...portal } });
  standInSettings.wire = { ...ORIGINAL, ...standIn };
};

/**
 * The portal and the stand-in both on this wire format (the original's where not given) until the
 * test ends, when both are back on the original's. `standIn` puts the stand-in on another: a mismatch.
 */
export function setWireFormat(wire: Partial<WireFormat>, standIn: Partial<WireFormat> = wire): void {
  put(wire, standIn);
  onTestFinished(() => put({}, {}));
}
