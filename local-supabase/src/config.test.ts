import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("LOCAL_SUPABASE_ENGINE", () => {
  it("is auto when unset or empty", () => {
    expect(loadConfig({}, { projectConfigFile: null }).engine).toBe("auto");
    expect(loadConfig({ LOCAL_SUPABASE_ENGINE: "" }, { projectConfigFile: null }).engine).toBe(
      "auto",
    );
  });

  it("takes postgres or pglite", () => {
    for (const engine of ["postgres", "pglite", "auto"]) {
      expect(
        loadConfig({ LOCAL_SUPABASE_ENGINE: engine }, { projectConfigFile: null }).engine,
      ).toBe(engine);
    }
  });

  it("refuses anything else with a message naming the choices", () => {
    expect(() =>
      loadConfig({ LOCAL_SUPABASE_ENGINE: "postgresql" }, { projectConfigFile: null }),
    ).toThrow('LOCAL_SUPABASE_ENGINE must be auto, postgres or pglite (not "postgresql")');
  });
});
