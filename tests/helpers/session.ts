import { useSession } from '@/stores/session';
import { DEMO_PASSWORD } from '@/mocks/callers';
import { captchas, issueCaptcha } from '@/mocks/families/session';

/** Logs a demo account in through the real login call (captcha included) and loads its user info. */
export async function loginAs(loginName: string, password = DEMO_PASSWORD): Promise<void> {
  const randomNum = `test-${loginName}-${Date.now()}`;
  const { code } = issueCaptcha(randomNum);
  await useSession.getState().login({ username: loginName, password, validateCode: code, randomNum });
  await useSession.getState().loadUserInfo();
}

/** The code of the captcha the stand-in issued for a random number. */
export const captchaCode = (randomNum: string) => captchas.find(randomNum)?.code ?? '';
