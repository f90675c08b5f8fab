// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import type { User } from "@supabase/supabase-js";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "@/test/i18n-test";
import { AuthContext, type AuthState } from "../auth-context";
import { RoleGuard } from "./role-guard";

const toastError = vi.fn();
vi.mock("sonner", () => ({ toast: { error: (...a: unknown[]) => toastError(...a) } }));

function auth(partial: Partial<AuthState>): AuthState {
  return {
    user: null,
    session: null,
    profile: null,
    isLoading: false,
    signOut: async () => undefined,
    ...partial,
  };
}

function renderGuard(state: AuthState, check: (id: string) => Promise<boolean>) {
  return render(
    <AuthContext.Provider value={state}>
      <MemoryRouter initialEntries={["/admin"]}>
        <Routes>
          <Route
            path="/admin"
            element={
              <RoleGuard check={check}>
                <p>secret</p>
              </RoleGuard>
            }
          />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const user = { id: "u1" } as User;

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  cleanup();
  toastError.mockReset();
});

describe("RoleGuard", () => {
  it("shows a full-screen spinner while authentication runs", () => {
    renderGuard(auth({ isLoading: true }), async () => true);
    expect(screen.getByTestId("full-screen-spinner")).toBeInTheDocument();
  });

  it("sends signed-out visitors to /login", () => {
    renderGuard(auth({}), async () => true);
    expect(screen.getByText("login page")).toBeInTheDocument();
  });

  it("shows the spinner during the role check, then the content for admins", async () => {
    let resolve!: (v: boolean) => void;
    const check = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    renderGuard(auth({ user }), check);
    expect(screen.getByTestId("full-screen-spinner")).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith("u1");
    await act(async () => resolve(true));
    expect(screen.getByText("secret")).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("sends non-admins to / with the Access Denied toast", async () => {
    renderGuard(auth({ user }), async () => false);
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith("Access Denied", {
      description: "You don't have admin permissions to access this area",
    });
  });

  it("treats a failing check as not admin", async () => {
    renderGuard(auth({ user }), () => Promise.reject(new Error("down")));
    expect(await screen.findByText("home page")).toBeInTheDocument();
  });
});
