import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { portalConfig } from '../../eslint.config.js';

// A small src/ that breaks each layering rule once, linted with the project's own configuration: the
// rules would pass the real tree just as well if they never fired.
const fixtures = join(import.meta.dirname, 'fixtures');

/** Each fixture's problems as `rule id @line`. */
async function problemsByFile(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: portalConfig(fixtures),
  });
  const results = await eslint.lintFiles(['src']);
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(fixtures.length + 1),
      result.messages.map((message) => `${message.ruleId ?? message.message} @${message.line}`).sort(),
    ]),
  );
}

describe('layering lint rules', () => {
  it('report every cycle and zone breach of the fixtures, and nothing else', async () => {
    expect(await problemsByFile()).toEqual({
      'src/pages/alpha/AlphaPage.ts': ['no-restricted-imports @2', 'portal/layer-zones @3'],
      // The route table's lazy import() of this page is no cycle.
      'src/pages/beta/BetaPage.ts': [],
      'src/routes/table.ts': [],
      'src/pages/gamma/GammaPage.ts': ['portal/layer-zones @4', 'portal/layer-zones @5'],
      'src/components/Widget.ts': ['portal/layer-zones @2'],
      'src/components/Toolbar.ts': ['portal/layer-zones @3'],
      'src/layout/Shell.ts': [],
      'src/stores/store.ts': ['portal/layer-zones @2'],
      'src/stores/session.ts': ['portal/layer-zones @3'],
      'src/domain/rule.ts': ['portal/layer-zones @3'],
      'src/utils/text.ts': [],
      'src/api/users.ts': ['no-restricted-imports @2', 'portal/layer-zones @3'],
      'src/http/request.ts': ['portal/no-import-cycle @2'],
      'src/http/retry.ts': ['portal/no-import-cycle @1'],
      'src/http/failure.ts': ['portal/layer-zones @3'],
      'src/lib/notice.ts': ['portal/layer-zones @2'],
      'src/app/boot.ts': ['no-restricted-imports @2'],
      'src/app/feedback.ts': [],
      'src/mocks/db.ts': [],
      'src/mocks/handler.ts': ['portal/layer-zones @5', 'portal/layer-zones @6'],
      'src/contract/user.ts': ['portal/layer-zones @3'],
    });
  });
});
