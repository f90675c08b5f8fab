import { describe, expect, it } from "vitest";
import { roleErrorKey } from "./role-error";

describe("roleErrorKey", () => {
  it("names the database's refusals", () => {
    expect(roleErrorKey({ message: "The last admin cannot be removed", code: "42501" })).toBe(
      "admin.users.errors.lastAdmin",
    );
    expect(roleErrorKey({ message: "You cannot grant a role to yourself" })).toBe(
      "admin.users.errors.self",
    );
    expect(roleErrorKey({ message: "Admins only" })).toBe("admin.users.errors.notAdmin");
    expect(roleErrorKey({ message: "No such user" })).toBe("admin.users.errors.noUser");
    expect(roleErrorKey({ message: "boom" })).toBeNull();
    expect(roleErrorKey(null)).toBeNull();
  });
});
