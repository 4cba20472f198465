import ts from 'typescript';

/**
 * Prints types of the source so that the shipped typings stand alone: a named interface or alias of the workspace
 * (or of a dependency the integrator does not have) becomes a declaration of its own, printed structurally; lib
 * types (`HTMLElement`, `Date`) stay names.
 */
export class TypePrinter {
  /** Declarations in the order first met, by the name they print as. */
  readonly declarations = new Map<string, string>();
  private readonly names = new Map<ts.Symbol, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  print(type: ts.Type): string {
    const named = this.namedSymbol(type);
    if (named) return this.declare(named, type);
    return this.structure(type);
  }

  private structure(type: ts.Type): string {
    const { checker } = this;
    if (type.isUnion()) return this.union(type.types);
    if (type.isIntersection()) return type.types.map((t) => this.wrap(t)).join(' & ');
    if (type.isStringLiteral()) return `'${type.value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    if (!(type.flags & ts.TypeFlags.Object)) return checker.typeToString(type);
    if (checker.isTupleType(type)) return `[${checker.getTypeArguments(type as ts.TypeReference).map((t) => this.print(t)).join(', ')}]`;
    if (checker.isArrayType(type)) {
      const readonly = (type as ts.TypeReference).target.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
      const element = this.wrap(checker.getTypeArguments(type as ts.TypeReference)[0]);
      return `${readonly}${element.startsWith('readonly ') ? `(${element})` : element}[]`;
    }
    if (type.getCallSignatures().length > 0 || this.isLibType(type.symbol)) {
      return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    }
    return this.objectLiteral(type);
  }

  /** Members in declaration order, `true | false` as `boolean`, `null` and `undefined` last. */
  private union(types: readonly ts.Type[]): string {
    const is = (flag: ts.TypeFlags) => (t: ts.Type) => (t.flags & flag) !== 0;
    const booleans = types.filter(is(ts.TypeFlags.BooleanLiteral));
    const empty = types.filter(is(ts.TypeFlags.Null | ts.TypeFlags.Undefined));
    const rest = types.filter((t) => !booleans.includes(t) && !empty.includes(t)).map((t) => this.wrap(t));
    if (booleans.length === 2) rest.push('boolean');
    else rest.push(...booleans.map((t) => this.checker.typeToString(t)));
    return [...rest, ...empty.map((t) => this.checker.typeToString(t))].join(' | ');
  }

  private objectLiteral(type: ts.Type): string {
    const members = this.members(type);
    return members.length === 0 ? '{}' : `{ ${members.join('; ')} }`;
  }

  /** `name?: type` of each property, with its doc comment when it has one (for interfaces). */
  members(type: ts.Type, withComments = false): string[] {
    const { checker } = this;
    const lines = checker.getIndexInfosOfType(type).map(
      (info) => `[key: ${checker.typeToString(info.keyType)}]: ${this.print(info.type)}`,
    );
    for (const property of checker.getPropertiesOfType(type)) {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const propertyType = checker.getTypeOfSymbol(property);
      const text = optional ? this.withoutUndefined(propertyType) : this.print(propertyType);
      const key = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name);
      const comment = withComments ? ts.displayPartsToString(property.getDocumentationComment(checker)) : '';
      lines.push(`${comment ? `/** ${comment.replace(/\s*\n\s*/g, ' ')} */\n  ` : ''}${key}${optional ? '?' : ''}: ${text}`);
    }
    return lines;
  }

  /** An optional property's type includes `undefined` under strict checks; `?` already says it. */
  withoutUndefined(type: ts.Type): string {
    if (!type.isUnion()) return this.print(type);
    const kept = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    if (kept.length === type.types.length) return this.print(type);
    return kept.length === 1 ? this.print(kept[0]) : this.union(kept);
  }

  private wrap(type: ts.Type): string {
    const text = this.print(type);
    const compound = !this.namedSymbol(type) && (type.isUnion() || type.isIntersection()) && / [|&] /.test(text);
    return compound ? `(${text})` : text;
  }

  /** The interface or (non-generic) alias a type was declared as, unless it comes from TypeScript's own lib. */
  private namedSymbol(type: ts.Type): ts.Symbol | undefined {
    if (type.aliasSymbol && !type.aliasTypeArguments?.length && !this.isLibType(type.aliasSymbol)) return type.aliasSymbol;
    const symbol = type.symbol;
    const isInterface = symbol && symbol.flags & ts.SymbolFlags.Interface && !(type.flags & ts.TypeFlags.Union);
    if (isInterface && !this.isLibType(symbol) && !(type as ts.TypeReference).typeArguments?.length) return symbol;
    return undefined;
  }

  private isLibType(symbol: ts.Symbol | undefined): boolean {
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
    return /\/typescript\/lib\/lib\.[\w.]+\.d\.ts$/.test(file);
  }

  private declare(symbol: ts.Symbol, type: ts.Type): string {
    const known = this.names.get(symbol);
    if (known) return known;
    let name = symbol.name;
    for (let n = 2; [...this.names.values()].includes(name); n++) name = `${symbol.name}${n}`;
    this.names.set(symbol, name);
    this.declarations.set(name, '');
    const isInterface = symbol.flags & ts.SymbolFlags.Interface && !type.isUnion();
    const doc = ts.displayPartsToString(symbol.getDocumentationComment(this.checker));
    const head = doc ? `/** ${doc.replace(/\n/g, ' ')} */\n` : '';
    const body = isInterface
      ? `export interface ${name} {\n${this.members(type, true).map((m) => `  ${m};\n`).join('')}}`
      : `export type ${name} = ${this.structure(type)};`;
    this.declarations.set(name, head + body);
    return name;
  }
}
