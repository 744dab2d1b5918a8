/**
 * Checks over every item of a list that cannot pass on an empty one. `expect(list.every(...))` holds
 * for no items at all, so a list that a broken filter or a failed load left empty passes it; these
 * first ask for items. They throw plain errors, so vitest and Playwright tests share them; the lint
 * rule at the end of eslint.config.js points tests at them.
 */

const shown = (item: unknown) => {
  const text =
    typeof Element !== 'undefined' && item instanceof Element ? item.outerHTML : JSON.stringify(item);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

function expectItems(list: readonly unknown[], what: string): void {
  if (list.length === 0)
    throw new Error(`${what}: the list is empty, so a check of its items proves nothing`);
}

/** Every item of a list that has items holds. */
export function expectEvery<T>(list: readonly T[], holds: (item: T) => boolean, what = 'list'): void {
  expectItems(list, what);
  const failing = list.filter((item) => !holds(item));
  if (failing.length > 0) {
    throw new Error(
      `${what}: ${failing.length} of ${list.length} items fail, the first: ${shown(failing[0])}`,
    );
  }
}

/** No item of a list that has items matches. */
export function expectNone<T>(list: readonly T[], matches: (item: T) => boolean, what = 'list'): void {
  expectItems(list, what);
  const matching = list.filter(matches);
  if (matching.length > 0) {
    throw new Error(
      `${what}: ${matching.length} of ${list.length} items match, the first: ${shown(matching[0])}`,
    );
  }
}
