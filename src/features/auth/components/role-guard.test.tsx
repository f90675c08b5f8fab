// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { User } from "@supabase/supabase-js";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "@/test/i18n-test";
import { AuthContext, type AuthState } from "@/entities/session";
import { RoleGuard } from "./role-guard";

const toastError = vi.fn();
const needsSecondFactor = vi.fn(async () => false);
const mustEnrol = vi.fn(async () => false);
vi.mock("@/entities/session/mfa", () => ({
  needsSecondFactor: () => needsSecondFactor(),
  secondFactorStatus: async () =>
    (await needsSecondFactor()) ? "needed" : (await mustEnrol()) ? "enrol" : "passed",
  getVerifiedTotpFactorId: async () => "f1",
  verifyTotpCode: async () => ({ error: null }),
}));
vi.mock("./required-enrolment", () => ({
  RequiredEnrolment: ({ onEnrolled }: { onEnrolled: () => void }) => (
    <button onClick={onEnrolled}>enrolment form</button>
  ),
}));
vi.mock("sonner", () => ({ toast: { error: (...a: unknown[]) => toastError(...a) } }));

function auth(partial: Partial<AuthState>): AuthState {
  return {
    user: null,
    session: null,
    profile: null,
    isLoading: false,
    recovery: false,
    signOut: async () => undefined,
    ...partial,
  };
}

function renderGuard(state: AuthState, check: (id: string) => Promise<boolean>, entry = "/admin") {
  return render(
    <AuthContext.Provider value={state}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/admin"
            element={
              <RoleGuard check={check}>
                <p>secret</p>
              </RoleGuard>
            }
          />
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

const user = { id: "u1" } as User;

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  cleanup();
  toastError.mockReset();
  needsSecondFactor.mockReset();
  needsSecondFactor.mockImplementation(async () => false);
  mustEnrol.mockReset();
  mustEnrol.mockImplementation(async () => false);
});

describe("RoleGuard", () => {
  it("shows a full-screen spinner while authentication runs", () => {
    renderGuard(auth({ isLoading: true }), async () => true);
    expect(screen.getByTestId("full-screen-spinner")).toBeInTheDocument();
  });

  it("sends signed-out visitors to /login, with the page they asked for in ?next=", () => {
    const check = vi.fn(async () => true);
    renderGuard(auth({}), check);
    expect(screen.getByText("login page ?next=%2Fadmin")).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
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

  it("asks for the second factor before the content when the account has one", async () => {
    needsSecondFactor.mockImplementation(async () => true);
    renderGuard(auth({ user }), async () => true);
    expect(await screen.findByRole("heading", { name: "Two-step verification" })).toBeVisible();
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
    needsSecondFactor.mockImplementation(async () => false);
    const input = await screen.findByLabelText("Authentication code");
    await act(async () => {
      fireEvent.change(input, { target: { value: "123456" } });
      fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    });
    expect(await screen.findByText("secret")).toBeInTheDocument();
  });

  it("does not ask non-admins for a second factor", async () => {
    needsSecondFactor.mockImplementation(async () => true);
    renderGuard(auth({ user }), async () => false);
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(needsSecondFactor).not.toHaveBeenCalled();
  });

  it("opens the content when the assurance check fails (the server still decides)", async () => {
    needsSecondFactor.mockImplementation(() => Promise.reject(new Error("down")));
    renderGuard(auth({ user }), async () => true);
    expect(await screen.findByText("secret")).toBeInTheDocument();
  });

  it("leads staff without a factor to enrol one when the Security switch requires it", async () => {
    mustEnrol.mockImplementation(async () => true);
    renderGuard(auth({ user }), async () => true);
    const form = await screen.findByRole("button", { name: "enrolment form" });
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
    mustEnrol.mockImplementation(async () => false);
    await act(async () => {
      fireEvent.click(form);
    });
    expect(await screen.findByText("secret")).toBeInTheDocument();
  });
});
