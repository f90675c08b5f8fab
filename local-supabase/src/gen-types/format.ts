import prettier from "prettier";

/** Formats generated TypeScript with the project's Prettier settings (.prettierrc.json). */
export async function formatTypes(source: string, filepath: string): Promise<string> {
  const config = (await prettier.resolveConfig(filepath, { editorconfig: false })) ?? {};
  // Plugins only rewrite class names in markup; a types file needs none of them.
  const { plugins: _plugins, ...options } = config;
  return prettier.format(source, { ...options, parser: "typescript", filepath });
}
