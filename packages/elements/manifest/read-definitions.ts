import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { TypePrinter } from './print-type';

export type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface SourceProp {
  name: string;
  propType: PropType;
  /** The component's TypeScript type of the prop, printed stand-alone. */
  type: string;
  required: boolean;
  /**
   * The type of the `HTMLElement` member with the same name (`prefix`, Element's namespace prefix), which the
   * element's accessor replaces: its typings keep the DOM's type, which the prop's values must fit.
   */
  domType?: string;
}

export interface SourceEvent {
  name: string;
  /** The callback prop the component calls (`onReady`). */
  prop: string;
  detail: string;
  /** Dispatched cancelable: a default action follows that `preventDefault()` stops. */
  cancelable: boolean;
}

export interface SourceDefinition {
  tag: string;
  /** The definition's file, relative to the repository. */
  file: string;
  props: SourceProp[];
  events: SourceEvent[];
  /** Every workspace source and stylesheet the element's module loads with it (to check parts and properties). */
  sources: Map<string, string>;
}

export interface SourceElements {
  definitions: SourceDefinition[];
  /** Named types the props and details refer to, as declarations for the typings. */
  declarations: string[];
}

/**
 * Reads every `ElementDefinition<Props>` exported by `packages/elements/src/elements/*.ts` with the TypeScript
 * checker: tag, props with their attribute parsing and their type in `Props`, events with their detail type.
 */
export function readDefinitions(root: string): SourceElements {
  const folder = resolve(root, 'packages/elements/src/elements');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => join(folder, file));
  const config = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  })!;
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const printer = new TypePrinter(checker);
  const cache = ts.createModuleResolutionCache(root, (name) => name, config.options);
  const definitions: SourceDefinition[] = [];
  for (const file of files) {
    const sourceFile = program.getSourceFile(file)!;
    for (const declaration of definitionDeclarations(sourceFile)) {
      definitions.push(readDefinition(declaration, checker, printer, relative(root, file), config.options, cache));
    }
  }
  definitions.sort((a, b) => a.tag.localeCompare(b.tag));
  return { definitions, declarations: [...printer.declarations.values()] };
}

function definitionDeclarations(sourceFile: ts.SourceFile): ts.VariableDeclaration[] {
  return sourceFile.statements.filter(ts.isVariableStatement).flatMap((statement) =>
    statement.declarationList.declarations.filter(
      (d) =>
        d.type &&
        ts.isTypeReferenceNode(d.type) &&
        d.type.typeName.getText(sourceFile) === 'ElementDefinition' &&
        d.initializer &&
        ts.isObjectLiteralExpression(d.initializer),
    ),
  );
}

function readDefinition(
  declaration: ts.VariableDeclaration,
  checker: ts.TypeChecker,
  printer: TypePrinter,
  file: string,
  options: ts.CompilerOptions,
  cache: ts.ModuleResolutionCache,
): SourceDefinition {
  const where = `${file} (${declaration.name.getText()})`;
  const props = checker.getTypeFromTypeNode((declaration.type as ts.TypeReferenceNode).typeArguments![0]);
  const literal = declaration.initializer as ts.ObjectLiteralExpression;
  const field = (name: string) => {
    const assignment = literal.properties.find((p) => p.name?.getText() === name);
    if (!assignment) return undefined;
    return checker.getTypeAtLocation(ts.isPropertyAssignment(assignment) ? assignment.initializer : assignment);
  };
  const literalValues = (type: ts.Type | undefined) =>
    Object.fromEntries(
      (type ? checker.getPropertiesOfType(type) : []).map((p) => [p.name, stringLiteral(checker.getTypeOfSymbol(p), where)]),
    );
  const tag = stringLiteral(field('tag'), where);
  const list = (name: string) => {
    const type = field(name);
    return type ? checker.getTypeArguments(type as ts.TypeReference).flatMap((t) => unionValues(t, where)) : [];
  };
  const required = list('required');
  const cancelable = list('cancelable');
  const htmlElement = checker
    .getSymbolsInScope(declaration.getSourceFile(), ts.SymbolFlags.Interface)
    .find((symbol) => symbol.name === 'HTMLElement')!;
  const domMember = (name: string, type: ts.Type) => {
    const member = checker.getDeclaredTypeOfSymbol(htmlElement).getProperty(name);
    if (!member) return undefined;
    const memberType = checker.getTypeOfSymbol(member);
    if (!checker.isTypeAssignableTo(type, memberType)) throw new Error(`${where}: prop "${name}" does not fit HTMLElement's ${name}`);
    return checker.typeToString(memberType);
  };
  const propOf = (name: string) => {
    const symbol = props.getProperty(name);
    if (!symbol) throw new Error(`${where}: "${name}" is not a prop of the component`);
    return checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  };
  return {
    tag,
    file,
    props: Object.entries(literalValues(field('props'))).map(([name, propType]) => ({
      name,
      propType: propType as PropType,
      type: printer.print(propOf(name)),
      required: required.includes(name),
      domType: domMember(name, propOf(name)),
    })),
    events: Object.entries(literalValues(field('events'))).map(([prop, name]) => {
      const parameter = propOf(prop).getCallSignatures()[0]?.getParameters()[0];
      if (!parameter) throw new Error(`${where}: the callback "${prop}" takes no detail`);
      return { name, prop, detail: printer.print(checker.getTypeOfSymbol(parameter)), cancelable: cancelable.includes(name) };
    }),
    sources: reachableSources(declaration.getSourceFile().fileName, options, cache),
  };
}

function stringLiteral(type: ts.Type | undefined, where: string): string {
  if (!type?.isStringLiteral()) throw new Error(`${where}: expected a string literal in the definition`);
  return type.value;
}

function unionValues(type: ts.Type, where: string): string[] {
  return type.isUnion() ? type.types.map((t) => stringLiteral(t, where)) : [stringLiteral(type, where)];
}

/**
 * Workspace files a module loads with it: static value imports, stylesheets (`?inline`) included, and the element's
 * own parts it loads later from its folder (`import('./open-checkout')`: the <pay-button>'s dialog, decision 1163).
 * Other dynamic imports are left out: what an element loads later from elsewhere (the checkout a <pay-button>
 * opens) has stylesheets of its own.
 */
function reachableSources(start: string, options: ts.CompilerOptions, cache: ts.ModuleResolutionCache): Map<string, string> {
  const sources = new Map<string, string>();
  const visit = (file: string) => {
    if (sources.has(file) || file.includes('/node_modules/')) return;
    const text = readFileSync(file, 'utf8');
    sources.set(file, text);
    if (file.endsWith('.css')) return;
    const later = ownLazyParts(text).filter((specifier) => dirname(resolve(dirname(file), specifier)) === dirname(file));
    for (const specifier of [...staticImports(file, text), ...later]) {
      if (specifier.endsWith('.css?inline')) {
        const css = resolve(dirname(file), specifier.slice(0, -'?inline'.length));
        if (existsSync(css)) visit(css);
        continue;
      }
      // Workspace packages resolve through their node_modules link to their real path; dependencies stay outside.
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
      if (resolved) visit(resolved.resolvedFileName);
    }
  };
  visit(start);
  return sources;
}

/** The relative specifiers of a module's `import('./…')` calls. */
const ownLazyParts = (text: string) => [...text.matchAll(/\bimport\(\s*'(\.\/[^']+)'\s*\)/g)].map(([, specifier]) => specifier!);

function staticImports(file: string, text: string): string[] {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  return sourceFile.statements.flatMap((statement) => {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    return specifier && ts.isStringLiteral(specifier) && !typeOnly ? [specifier.text] : [];
  });
}
