import { apiUrl } from '@/http/client';

/** Captcha image for a random number; a new number gives a new code. */
export const captchaUrl = (randomNum: string) => apiUrl('/a/stone/common/captcha', { randomNum });
