import type { AliasToken, MapToken } from 'antd/es/theme/interface';
import seedToken from 'antd/es/theme/themes/seed';
import { aliasToken, mapToken } from 'virtual:antd-map-token';
import { portalTheme } from './theme';

/** Whether two tokens hold the same values under the same keys (strings, numbers and booleans). */
const sameValues = (a: object, b: object) => {
  const entries = Object.entries(a);
  return (
    entries.length === Object.keys(b).length &&
    entries.every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]))
  );
};

/** Token settings beyond the seed: what formatToken lays over the derived tokens. */
const beyondSeed = (override: object) =>
  Object.fromEntries(Object.entries(override).filter(([key]) => !(key in seedToken)));
const portalSettings = beyondSeed(portalTheme.token);

/**
 * antd's alias-token formatting (antd/es/theme/util/alias.js, whose import by antd's token hook
 * vite.config.ts points here), answered from the build: the portal's derived tokens with its own
 * settings give the alias token computed at build time, without antd's colour maths in the boot.
 * Any other input (a nested provider's own tokens) fails: the portal has one theme.
 */
export default function formatToken({
  override = {},
  ...derived
}: MapToken & { override?: Partial<AliasToken> }): AliasToken {
  if (sameValues(derived, mapToken) && sameValues(beyondSeed(override), portalSettings))
    return { ...aliasToken };
  throw new Error("antd theme: only the portal's tokens (src/app/theme.ts) are formatted, at build time");
}
