import { useCallback, useState } from 'react';
import { captchaUrl } from '@/api/common';
import { useHydrating } from '@/utils/hydration';

const newRandomNum = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** A captcha bound to a fresh random number; refresh() asks for another image. */
export function useCaptcha() {
  const [randomNum, setRandomNum] = useState(newRandomNum);
  const refresh = useCallback(() => setRandomNum(newRandomNum()), []);
  return { randomNum, refresh };
}

/**
 * The captcha image. Prerendered without its address (the image belongs to a number this browser draws
 * and to the runtime configuration's API base); it asks for it once hydrated, in the same box.
 */
export function CaptchaImage({ randomNum, onRefresh }: { randomNum: string; onRefresh: () => void }) {
  const hydrating = useHydrating();
  return (
    <img
      src={hydrating ? undefined : captchaUrl(randomNum)}
      alt="验证码，点击刷新"
      title="看不清？点击换一张"
      onClick={onRefresh}
      width={110}
      height={40}
      style={{
        cursor: 'pointer',
        borderRadius: 4,
        border: '1px solid #d9d9d9',
        display: 'block',
        // Until it has its address: a quiet empty box, not the alternative text of a missing image.
        ...(hydrating && { color: 'transparent', background: '#f5f5f5' }),
      }}
    />
  );
}
