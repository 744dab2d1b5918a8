/**
 * npm run contract:check -- --base <url> --account <name> [--account <name>...] [--password <p>]
 *   [--key <cipherKey>] [--cipher fixed|captchaBound] [--random-num <n> --captcha <code>] [--print <url>] [--write]
 *
 * Logs in to a backend (the stand-in, or the institute's /esp) and checks every read call of the
 * contract (src/contract/calls) against its declared answer: one line per call, then a summary.
 * Exits 1 on any difference or unanswered call. Writes nothing unless --write is given.
 */
import { defaultConfig } from '@/config/defaults';
import { checkContract, type CipherMode } from './checker';

const args = process.argv.slice(2);
const all = (name: string) =>
  args.flatMap((arg, i) => (arg === `--${name}` && args[i + 1] ? [args[i + 1]] : []));
const one = (name: string) => all(name).at(-1);

const base = one('base');
const accounts = all('account')
  .flatMap((a) => a.split(','))
  .filter(Boolean);
const cipher = one('cipher');
const randomNum = one('random-num');
const code = one('captcha');
if (
  !base ||
  !accounts.length ||
  (cipher && cipher !== 'fixed' && cipher !== 'captchaBound') ||
  Boolean(randomNum) !== Boolean(code)
) {
  console.error(
    '用法：npm run contract:check -- --base <后端地址，含 /esp> --account <账号> [--account <账号>...] [--password <密码>]\n' +
      '  [--key <cipherKey>] [--cipher fixed|captchaBound] [--random-num <随机数> --captcha <验证码>] [--print <打印服务地址>] [--write]',
  );
  process.exit(2);
}

const report = await checkContract({
  base,
  printBase: one('print'),
  accounts,
  // The demo accounts' password (README) unless given.
  password: one('password') ?? process.env.CONTRACT_PASSWORD ?? 'Demo@2026',
  cipherKey: one('key') ?? defaultConfig.cipherKey,
  cipher: cipher as CipherMode | undefined,
  captcha: randomNum && code ? { randomNum, code } : undefined,
  write: args.includes('--write'),
  print: (line) => console.log(line),
});
console.log(`contract: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
process.exit(report.failed || !report.passed ? 1 : 0);
