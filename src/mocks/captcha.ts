/** A real captcha picture: the code drawn as SVG text with jitter and noise lines. */
const CAPTCHA_CHARS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const newCaptchaCode = (): string =>
  Array.from({ length: 4 }, () => CAPTCHA_CHARS[Math.floor(Math.random() * CAPTCHA_CHARS.length)]).join('');

export function captchaSvg(code: string): string {
  const r = (min: number, max: number) => min + Math.random() * (max - min);
  const colour = () => `hsl(${Math.floor(r(0, 360))},60%,${Math.floor(r(25, 45))}%)`;
  const noise = Array.from(
    { length: 5 },
    () =>
      `<line x1="${r(0, 110).toFixed(1)}" y1="${r(0, 40).toFixed(1)}" x2="${r(0, 110).toFixed(1)}" y2="${r(0, 40).toFixed(1)}" stroke="${colour()}" stroke-width="1"/>`,
  ).join('');
  const letters = [...code]
    .map((c, i) => {
      const x = 14 + i * 24;
      const y = r(26, 32);
      return `<text x="${x}" y="${y.toFixed(1)}" fill="${colour()}" font-size="24" font-family="monospace" font-weight="bold" transform="rotate(${r(-18, 18).toFixed(0)} ${x} ${y.toFixed(1)})">${c}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f3f6fb"/>${noise}${letters}</svg>`;
}
