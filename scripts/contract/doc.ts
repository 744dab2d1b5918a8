/**
 * npm run contract:doc [-- --check]
 *
 * Writes docs/api.md (the prose of scripts/contract/api-prose.md, then one section per family of
 * src/contract/calls: each call, its parameters and its answer's fields) and docs/openapi.json
 * (OpenAPI 3.1) from the contract's declarations. With --check it writes nothing and exits 1 when the
 * committed files differ from what it would write.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { contractDocuments } from './documents';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const prose = await readFile(join(root, 'scripts/contract/api-prose.md'), 'utf8');
const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
const documents = contractDocuments(prose, version);

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [name, text] of Object.entries(documents)) {
  const file = join(root, name);
  // Formatted as `npm run format` would, so the lint step and this check agree.
  const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
  if (check) {
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (committed !== formatted) stale.push(name);
  } else {
    await writeFile(file, formatted);
    console.log(`wrote ${name}`);
  }
}
if (stale.length) {
  console.error(`${stale.join(', ')} 与 src/contract 的声明不一致：请运行 npm run contract:doc 并提交结果`);
  process.exit(1);
}
if (check) console.log('docs/api.md and docs/openapi.json match src/contract');
