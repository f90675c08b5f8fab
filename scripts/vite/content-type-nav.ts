import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

/** The module the admin sidebar imports: each content type's key, path and nav, nothing else. */
export const CONTENT_TYPE_NAV_MODULE = "virtual:content-type-nav";
const RESOLVED_ID = `\0${CONTENT_TYPE_NAV_MODULE}`;

export interface ExtractedNav {
  key: string;
  path: string;
  group: string;
  order: number;
  labelKey: string;
  /** Where the icon comes from: `import { <name> } from "<from>"` in the declaration's file. */
  icon: { name: string; from: string };
}

/** Declaration files: every .ts in resources/ but tests and the shared helpers. */
export function declarationFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "shared.ts")
    .sort()
    .map((file) => path.join(dir, file));
}

function fail(file: string, node: ts.Node | undefined, message: string): never {
  const source = node?.getSourceFile();
  const where =
    source && node ? `:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` : "";
  throw new Error(`${path.basename(file)}${where}: ${message}`);
}

function property(file: string, object: ts.ObjectLiteralExpression, name: string) {
  const found = object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );
  if (!found) fail(file, object, `defineResource({...}) needs a literal "${name}"`);
  return found.initializer;
}

function stringAt(file: string, object: ts.ObjectLiteralExpression, name: string): string {
  const value = property(file, object, name);
  if (!ts.isStringLiteralLike(value)) fail(file, value, `"${name}" must be a string literal`);
  return value.text;
}

/**
 * Reads a declaration's key, path and nav from its source, without running it: the sidebar needs
 * these few literals at first paint, and the declarations (schemas, columns, forms) load later
 * with the content pages.
 */
export function extractNav(file: string, source = readFileSync(file, "utf8")): ExtractedNav {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const imports = new Map<string, { name: string; from: string }>();
  let declaration: ts.ObjectLiteralExpression | undefined;

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          imports.set(element.name.text, {
            name: (element.propertyName ?? element.name).text,
            from: (node.moduleSpecifier as ts.StringLiteral).text,
          });
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "defineResource" &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      if (declaration) fail(file, node, "one defineResource per file");
      declaration = node.arguments[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (!declaration) fail(file, undefined, "no defineResource({...}) call found");

  const nav = property(file, declaration, "nav");
  if (!ts.isObjectLiteralExpression(nav)) fail(file, nav, `"nav" must be an object literal`);
  const order = property(file, nav, "order");
  if (!ts.isNumericLiteral(order)) fail(file, order, `"nav.order" must be a number literal`);
  const icon = property(file, nav, "icon");
  const iconImport = ts.isIdentifier(icon) ? imports.get(icon.text) : undefined;
  if (!iconImport) fail(file, icon, `"nav.icon" must be an imported icon`);

  return {
    key: stringAt(file, declaration, "key"),
    path: stringAt(file, declaration, "path"),
    group: stringAt(file, nav, "group"),
    order: Number(order.text),
    labelKey: stringAt(file, nav, "labelKey"),
    icon: iconImport,
  };
}

/** The virtual module's code: the icons' imports and one entry per content type. */
export function navModuleCode(entries: ExtractedNav[]): string {
  const imports = entries.map(
    (entry, i) =>
      `import { ${entry.icon.name} as icon${i} } from ${JSON.stringify(entry.icon.from)};`,
  );
  const items = entries.map(
    (entry, i) =>
      `  ${JSON.stringify(entry.key)}: { path: ${JSON.stringify(entry.path)}, nav: { group: ${JSON.stringify(entry.group)}, order: ${entry.order}, labelKey: ${JSON.stringify(entry.labelKey)}, icon: icon${i} } },`,
  );
  return `${imports.join("\n")}\nexport const CONTENT_TYPE_NAV = {\n${items.join("\n")}\n};\n`;
}

/**
 * `virtual:content-type-nav`: the sidebar's entries, read from the content type declarations in
 * `dir` at build time, so a content type is declared in one file and the admin frame still loads
 * none of the declarations' code.
 */
export function contentTypeNav(dir: string): Plugin {
  return {
    name: "content-type-nav",
    resolveId: (id) => (id === CONTENT_TYPE_NAV_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = declarationFiles(dir);
      for (const file of files) this.addWatchFile(file);
      return navModuleCode(files.map((file) => extractNav(file)));
    },
    configureServer(server) {
      // A declaration added or removed changes the list itself; edits are caught by addWatchFile.
      const reload = (file: string) => {
        if (path.dirname(file) !== dir) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
    },
  };
}
