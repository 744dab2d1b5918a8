import { parseAst, type Plugin } from 'vite';

/**
 * Calls a build plugin's hook as Vite would, on `context` (the part of the plugin context the hook
 * uses): the build tests run each plugin on small inputs, without a build.
 */
export function callHook(plugin: Plugin, name: keyof Plugin, context: object, ...args: unknown[]): unknown {
  const hook: unknown = plugin[name];
  const handler =
    typeof hook === 'object' && hook !== null && 'handler' in hook
      ? (hook as { handler: unknown }).handler
      : hook;
  if (typeof handler !== 'function') throw new Error(`${plugin.name} has no ${name} hook`);
  return (handler as (...args: unknown[]) => unknown).apply(context, args);
}

/** A chunk of a build's output, as the plugins read it (Rolldown's OutputChunk has these). */
export interface TestChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  code: string;
  map: { mappings: string } | null;
  viteMetadata?: { importedAssets: Set<string>; importedCss: Set<string> };
}

export function testChunk(fileName: string, fields: Partial<TestChunk> = {}): TestChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    code: '',
    map: null,
    ...fields,
  };
}

/** A bundle of chunks (and assets) by file name, as generateBundle receives it. */
export const testBundle = (...items: { fileName: string }[]) =>
  Object.fromEntries(items.map((item) => [item.fileName, item]));

/** A module's exported names, `default` included. */
export function exportNames(code: string): string[] {
  const names: string[] = [];
  for (const statement of parseAst(code).body) {
    if (statement.type === 'ExportDefaultDeclaration') names.push('default');
    if (statement.type === 'ExportAllDeclaration') names.push(`* from ${String(statement.source.value)}`);
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of statement.specifiers)
      names.push(
        specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value,
      );
    const declaration = statement.declaration;
    if (declaration?.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations)
        names.push(declarator.id.type === 'Identifier' ? declarator.id.name : '(pattern)');
    else if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration')
      names.push(declaration.id?.name ?? '(anonymous)');
  }
  return names.sort();
}

/** The names an import (or re-export) of `source` in `code` takes from it; undefined when there is none. */
export function namesImported(code: string, source: string): string[] | undefined {
  let names: string[] | undefined;
  for (const statement of parseAst(code).body) {
    if (statement.type !== 'ImportDeclaration' && statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.source?.value !== source) continue;
    names ??= [];
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') names.push('default');
      else if (specifier.type === 'ImportNamespaceSpecifier')
        throw new Error(`import * from ${source}: the names it takes cannot be checked`);
      else {
        const name = specifier.type === 'ImportSpecifier' ? specifier.imported : specifier.local;
        names.push(name.type === 'Identifier' ? name.name : name.value);
      }
    }
  }
  return names;
}
