import type { Plugin } from 'vite';

/**
 * antd modules that import more than they use, at a cost the login page would pay (about 40 KB of
 * gzipped script together), redirected to what they really need (docs/build.md):
 * - the form label imports Tooltip and its popup engine for an item's `tooltip` prop, ConfigProvider
 *   imports Tooltip's provider for `tooltip.unique`, Card imports Tabs for `tabList`: these resolve to
 *   lazy wrappers (src/components/deferred);
 * - the form context every Input and Button reads imports rc-form's index (the whole form engine and
 *   its validator, kept by the index's side effects) for FormProvider alone: it resolves to that module;
 * - the theme's style-hook generators and ConfigProvider's icon rules come from the CSS-in-JS runtime
 *   (its serializer, the registration of each component's CSS variables), which the built stylesheet
 *   makes redundant (src/app/antdStyleRuntime.ts);
 * - the zh_CN locale and antd's en_US fallback import the date, time and calendar pickers' texts,
 *   which only the lazy date inputs show: they pass them to their pickers (src/components/deferred/pickerLocale.ts).
 * `importer` is a file inside a package of node_modules, `source` the specifier it imports exactly as
 * written there, `target` what that import resolves to instead: a module of the portal (`@/…`, as
 * src/ imports it) or a package path. tests/unit/build-antd-redirects.test.ts fails when a release of antd moves one of them.
 */
export interface AntdRedirect {
  importer: string;
  source: string;
  target: string;
}

const portal = (path: string) => `@/${path}`;
const deferred = (file: string) => portal(`components/deferred/${file}`);

export const REDIRECTED_ANTD_IMPORTS: readonly AntdRedirect[] = [
  { importer: 'antd/es/form/FormItemLabel.js', source: '../tooltip', target: deferred('Tooltip.tsx') },
  {
    importer: 'antd/es/config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    target: deferred('TooltipUniqueProvider.tsx'),
  },
  { importer: 'antd/es/card/Card.js', source: '../skeleton', target: deferred('Skeleton.tsx') },
  { importer: 'antd/es/card/Card.js', source: '../tabs', target: deferred('Tabs.tsx') },
  // The pickers' texts in the locale every page loads, and in antd's English fallback (ConfigProvider's
  // default): the lazy date inputs bring their own.
  ...['zh_CN', 'en_US'].flatMap((locale) =>
    ['date-picker', 'time-picker', 'calendar'].map((picker) => ({
      importer: `antd/es/locale/${locale}.js`,
      source: `../${picker}/locale/${locale}`,
      target: deferred('pickerLocale.ts'),
    })),
  ),
  // The form engine's rule checker, which a form needs at its first check, not to render.
  {
    importer: '@rc-component/form/es/utils/validateUtil.js',
    source: '@rc-component/async-validator',
    target: deferred('asyncValidator.ts'),
  },
  // The form's scroll to a field, wanted after a failed submit.
  {
    importer: 'antd/es/form/hooks/useForm.js',
    source: 'scroll-into-view-if-needed',
    target: deferred('scrollIntoView.ts'),
  },
  {
    importer: 'antd/es/form/context.js',
    source: '@rc-component/form',
    target: '@rc-component/form/es/FormContext',
  },
  // A list's table and pager, for what no list shows at first: a column's filter dropdown (its tree,
  // menu and radio), single-choice row selection, the tree component beside the row selection's tree
  // helpers, and the page-size select until it loads.
  {
    importer: 'antd/es/table/hooks/useFilter/index.js',
    source: './FilterDropdown',
    target: deferred('TableFilterDropdown.tsx'),
  },
  { importer: 'antd/es/table/hooks/useSelection.js', source: '../../radio', target: deferred('Radio.tsx') },
  {
    importer: 'antd/es/table/hooks/useSelection.js',
    source: '@rc-component/tree',
    target: deferred('treeSelection.ts'),
  },
  {
    importer: 'antd/es/pagination/Pagination.js',
    source: '../select',
    target: deferred('PageSizeSelect.tsx'),
  },
  // The popup engine (@rc-component/trigger) and the popups on it, loaded at a popup's first use:
  // a small circular progress's, a failed upload's and an inline step's tooltips.
  { importer: 'antd/es/progress/Circle.js', source: '../tooltip', target: deferred('Tooltip.tsx') },
  { importer: 'antd/es/steps/index.js', source: '../tooltip', target: deferred('Tooltip.tsx') },
  {
    importer: 'antd/es/upload/UploadList/ListItem.js',
    source: '../../tooltip',
    target: deferred('Tooltip.tsx'),
  },
  // A tab bar's menu of the tabs that do not fit.
  {
    importer: '@rc-component/tabs/es/TabNavList/OperationNode.js',
    source: '@rc-component/dropdown',
    target: deferred('TabsMoreDropdown.tsx'),
  },
  // A sortable column's tooltip, a table's selection menu, a menu item's tooltip and a folded section.
  { importer: 'antd/es/table/hooks/useSorter.js', source: '../../tooltip', target: deferred('Tooltip.tsx') },
  {
    importer: 'antd/es/table/hooks/useSelection.js',
    source: '../../dropdown',
    target: deferred('Dropdown.tsx'),
  },
  { importer: 'antd/es/menu/MenuItem.js', source: '../tooltip', target: deferred('Tooltip.tsx') },
  // Typography's tooltips: an ellipsis's full text, the copy and edit buttons' hints.
  ...['Base/index.js', 'Base/EllipsisTooltip.js', 'Base/CopyBtn.js'].map((file) => ({
    importer: `antd/es/typography/${file}`,
    source: '../../tooltip',
    target: deferred('Tooltip.tsx'),
  })),
  {
    importer: '@rc-component/menu/es/SubMenu/index.js',
    source: './PopupTrigger',
    target: deferred('MenuPopupTrigger.tsx'),
  },
  // A table's virtual mode (its list engine), which no list uses: built by @rc-component/table's index.
  ...[
    'InternalTable.js',
    'Table.js',
    'RcTable/index.js',
    'hooks/useFilledColumns.js',
    'hooks/useSelection.js',
  ].map((file) => ({
    importer: `antd/es/table/${file}`,
    source: '@rc-component/table',
    target: deferred('rcTable.ts'),
  })),
  {
    importer: 'antd/es/table/InternalTable.js',
    source: './RcTable/VirtualTable',
    target: deferred('VirtualTable.tsx'),
  },
  // The CSS-in-JS runtime, which the zero-runtime theme never needs: style hooks that only name classes.
  {
    importer: 'antd/es/theme/util/genStyleUtils.js',
    source: '@ant-design/cssinjs-utils',
    target: portal('app/antdStyleRuntime.ts'),
  },
  {
    importer: 'antd/es/config-provider/style/index.js',
    source: '../../theme/internal',
    target: portal('app/antdStyleRuntime.ts'),
  },
  {
    importer: 'antd/es/theme/useToken.js',
    source: '@ant-design/cssinjs',
    target: portal('app/antdTokenCache.ts'),
  },
  // The theme's colour code (palette generation, colour maths, alias formatting), which the portal's one
  // theme has precomputed at build time: the default theme on that algorithm, the portal's seed as the
  // context's default (for what renders outside the provider), the alias token built.
  {
    importer: 'antd/es/theme/context.js',
    source: './themes/default/theme',
    target: portal('app/themeAlgorithm.ts'),
  },
  { importer: 'antd/es/theme/context.js', source: './themes/seed', target: portal('app/portalSeed.ts') },
  { importer: 'antd/es/theme/useToken.js', source: './util/alias', target: portal('app/antdAliasToken.ts') },
  // A tooltip's colour as RGB, without the colour picker it was taken from.
  {
    importer: 'antd/es/tooltip/util.js',
    source: '../color-picker/util',
    target: portal('app/antdTooltipColor.ts'),
  },
];

export function narrowAntdImports(redirects: readonly AntdRedirect[] = REDIRECTED_ANTD_IMPORTS): Plugin {
  return {
    name: 'narrow-antd-imports',
    enforce: 'pre',
    async resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      const redirect = redirects.find((r) => r.source === source && from.endsWith(`/${r.importer}`));
      if (!redirect) return undefined;
      const resolved = await this.resolve(redirect.target, importer, { skipSelf: true });
      return (
        resolved ??
        this.error(`narrow-antd-imports: ${redirect.target} (for ${redirect.importer}) does not resolve`)
      );
    },
  };
}
