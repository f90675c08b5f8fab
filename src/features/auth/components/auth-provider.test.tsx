// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_STORAGE_KEY } from "@/integrations/supabase/config";
import { loadAuthSession } from "@/entities/session";
import { useAuth } from "@/entities/session";
import { AuthProvider } from "./auth-provider";

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
let listener: Listener = () => undefined;
let resolveSession: (s: Session | null) => void = () => undefined;
const getProfile = vi.fn(async (userId: string) => ({ user_id: userId, role: "user" }));
const signOut = vi.fn(async () => ({ error: null }));

const getSession = vi.fn(() => new Promise<Session | null>((r) => (resolveSession = r)));

vi.mock("@/entities/session/auth-session", () => ({
  getSession: () => getSession(),
  onAuthChange: (l: Listener) => {
    listener = l;
    return () => undefined;
  },
  signOut: () => signOut(),
  isRecoveryPending: () => false,
  clearRecoveryPending: () => undefined,
}));
vi.mock("@/entities/profile", () => ({ getProfile: (id: string) => getProfile(id) }));

const session = (id: string) => ({ user: { id }, access_token: "t" }) as unknown as Session;

function Probe() {
  const { user, profile, isLoading, signOut: out } = useAuth();
  return (
    <div>
      <span data-testid="state">{`${isLoading}|${user?.id ?? "-"}|${profile?.user_id ?? "-"}`}</span>
      <button onClick={() => void out()}>out</button>
    </div>
  );
}

const state = () => screen.getByTestId("state").textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  getProfile.mockClear();
  localStorage.clear();
});

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

/** Lets the provider's dynamic import of the auth code settle. */
const settle = () => act(async () => void (await loadAuthSession()));

describe("AuthProvider", () => {
  // Runs first: the auth code has not loaded yet in this file.
  it("without a stored session is signed out at once and loads no auth code", async () => {
    renderProvider();
    await act(async () => undefined);
    expect(state()).toBe("false|-|-");
    expect(getSession).not.toHaveBeenCalled();
    // A sign-in page loading the auth code later attaches the provider to it.
    await settle();
    expect(getSession).toHaveBeenCalledTimes(1);
    act(() => listener("SIGNED_IN", session("u0")));
    expect(state()).toBe("false|u0|-");
  });

  it("with a stored session is loading until the first session check", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, "{}");
    renderProvider();
    expect(state()).toBe("true|-|-");
    await settle();
    await act(async () => resolveSession(null));
    expect(state()).toBe("false|-|-");
    expect(getProfile).not.toHaveBeenCalled();
  });

  it("sets the user at once and fetches the profile shortly afterwards", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, "{}");
    renderProvider();
    await settle();
    act(() => listener("SIGNED_IN", session("u1")));
    expect(state()).toBe("false|u1|-");
    expect(getProfile).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(0);
    });
    expect(getProfile).toHaveBeenCalledWith("u1");
    expect(state()).toBe("false|u1|u1");
  });

  it("clears the profile when the session ends and on sign-out", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, "{}");
    renderProvider();
    await settle();
    act(() => listener("SIGNED_IN", session("u2")));
    await act(async () => {
      vi.advanceTimersByTime(0);
    });
    expect(state()).toBe("false|u2|u2");
    await act(async () => screen.getByText("out").click());
    expect(signOut).toHaveBeenCalled();
    expect(state()).toBe("false|u2|-");
    act(() => listener("SIGNED_OUT", null));
    expect(state()).toBe("false|-|-");
  });
});
