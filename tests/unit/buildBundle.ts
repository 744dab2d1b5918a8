import { join } from 'node:path';
import { testBundle, testChunk } from './buildPlugin';

// vitest runs from the project's root.
export const root = process.cwd();
const antd = (file: string) => join(root, 'node_modules/antd/es', file);

/**
 * A small build as the portal's is made (paths as the bundler names them): the entry with two boot
 * stages and the demo stand-in as its dynamic imports, the router stage loading the pages, /login's
 * page with antd's Button, the shell with its Menu, /home, a list page with antd's Table, and axios.
 */
export function portalBundle() {
  return testBundle(
    testChunk('assets/index.js', {
      isEntry: true,
      facadeModuleId: `${root}/index.html`,
      moduleIds: [`${root}/src/main.tsx`],
      imports: ['assets/vendor.js'],
      dynamicImports: ['assets/reactDom.js', 'assets/router.js', 'assets/mocks.js'],
    }),
    testChunk('assets/vendor.js', { moduleIds: ['\0vite/preload-helper.js'] }),
    testChunk('assets/reactDom.js', {
      moduleIds: [`${root}/node_modules/react-dom/cjs/react-dom-client.production.js`],
      imports: ['assets/scheduler.js'],
      code: 'r'.repeat(60_000),
      map: { mappings: 'AAAA' },
    }),
    testChunk('assets/scheduler.js', { moduleIds: [`${root}/node_modules/scheduler/index.js`], code: 's' }),
    testChunk('assets/router.js', {
      moduleIds: [`${root}/src/routes/table.ts`],
      imports: ['assets/vendor.js'],
      dynamicImports: ['assets/LoginPage.js', 'assets/shell.js', 'assets/HomePage.js', 'assets/ListPage.js'],
    }),
    testChunk('assets/mocks.js', { moduleIds: [`${root}/src/mocks/browser.ts`], code: 'm'.repeat(60_000) }),
    testChunk('assets/LoginPage.js', {
      facadeModuleId: `${root}/src/pages/login/LoginPage.tsx`,
      moduleIds: [`${root}/src/pages/login/LoginPage.tsx`, antd('button/Button.js')],
    }),
    testChunk('assets/shell.js', {
      moduleIds: [`${root}/src/layout/MainLayout.tsx`, antd('menu/menu.js')],
      dynamicImports: ['assets/http.js'],
    }),
    testChunk('assets/HomePage.js', {
      facadeModuleId: `${root}/src/pages/home/HomePage.tsx`,
      moduleIds: [`${root}/src/pages/home/HomePage.tsx`],
      imports: ['assets/shell.js'],
    }),
    testChunk('assets/ListPage.js', {
      facadeModuleId: `${root}/src/pages/equipment/ListPage.tsx`,
      moduleIds: [`${root}/src/pages/equipment/ListPage.tsx`, antd('table/InternalTable.js')],
      code: 'l'.repeat(60_000),
    }),
    testChunk('assets/http.js', { moduleIds: [`${root}/node_modules/axios/lib/axios.js`], code: 'a' }),
  );
}
