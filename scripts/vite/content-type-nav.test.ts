import path from "node:path";
import { describe, expect, it } from "vitest";
import { declarationFiles, extractNav, navModuleCode } from "./content-type-nav";

const file = "/declarations/widgets.ts";

const declaration = (nav: string, header = 'import { Box as WidgetIcon } from "lucide-react";') =>
  `${header}
import { defineResource } from "../define-resource";
export const widgets = defineResource({
  key: "widgets",
  table: "widgets",
  path: "widgets",
  nav: ${nav},
  schema: undefined as never,
});
export default widgets;
`;

describe("content type nav, read from a declaration's source", () => {
  it("takes key, path, nav and the icon's import, whatever local name it has", () => {
    const source = declaration(
      '{ group: "content", order: 70, labelKey: "admin.nav.widgets", icon: WidgetIcon }',
    );
    expect(extractNav(file, source)).toEqual({
      key: "widgets",
      path: "widgets",
      group: "content",
      order: 70,
      labelKey: "admin.nav.widgets",
      icon: { name: "Box", from: "lucide-react" },
    });
  });

  it("names the file and line when the nav is not written as literals", () => {
    expect(() => extractNav(file, declaration("sharedNav"))).toThrow(
      /widgets\.ts:7: "nav" must be an object literal/,
    );
    expect(() =>
      extractNav(
        file,
        declaration('{ group: "content", order: 1 + 1, labelKey: "x", icon: WidgetIcon }'),
      ),
    ).toThrow(/"nav.order" must be a number literal/);
    expect(() =>
      extractNav(
        file,
        declaration('{ group: "content", order: 1, labelKey: "x", icon: Missing }', ""),
      ),
    ).toThrow(/"nav.icon" must be an imported icon/);
    expect(() => extractNav(file, "export const x = 1;")).toThrow(/no defineResource/);
  });

  it("generates a module importing each icon once per entry, keyed by the declaration's key", () => {
    const code = navModuleCode([
      {
        key: "widgets",
        path: "widgets",
        group: "content",
        order: 70,
        labelKey: "admin.nav.widgets",
        icon: { name: "Box", from: "lucide-react" },
      },
    ]);
    expect(code).toContain('import { Box as icon0 } from "lucide-react";');
    expect(code).toContain(
      '"widgets": { path: "widgets", nav: { group: "content", order: 70, labelKey: "admin.nav.widgets", icon: icon0 } },',
    );
  });

  it("reads every declaration in cms/resources/ but tests and shared helpers", () => {
    const dir = path.resolve(import.meta.dirname, "../../src/features/cms/resources");
    const names = declarationFiles(dir).map((f) => path.basename(f));
    expect(names).toContain("products.ts");
    expect(names).not.toContain("shared.ts");
    expect(names.some((n) => n.endsWith(".test.ts"))).toBe(false);
  });
});
