import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../../..");
/** Never written: the compiler host serves these files from memory, resolving packages from ROOT. */
export const VIRTUAL = path.join(ROOT, ".gen-types-check");

/**
 * Type-checks in-memory files (entry: usage.ts) against the installed packages, with the app's
 * strictness; returns the diagnostics as "file:message" lines.
 */
export function typeCheck(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  };
  const virtual = new Map(Object.entries(files).map(([n, t]) => [path.join(VIRTUAL, n), t]));
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.directoryExists = (d) => d === VIRTUAL || (directoryExists?.call(host, d) ?? true);
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(f) ?? readFile.call(host, f);
  host.getSourceFile = (f, lang, ...rest) => {
    const text = virtual.get(f);
    return text === undefined
      ? getSourceFile.call(host, f, lang, ...rest)
      : ts.createSourceFile(f, text, lang, true);
  };
  const program = ts.createProgram([path.join(VIRTUAL, "usage.ts")], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) => `${d.file?.fileName ?? ""}:${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
    );
}
