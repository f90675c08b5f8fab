import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { parseProjectConfig, ProjectConfigError, readProjectConfig } from "./project-config";

const REPO_FILE = path.resolve(import.meta.dirname, "..", "..", "supabase", "config.toml");

function tempFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "project-config-")), "config.toml");
  writeFileSync(file, text);
  return file;
}

describe("supabase/config.toml", () => {
  it("holds the auth settings the app relies on", () => {
    const s = readProjectConfig(REPO_FILE, {});
    expect(s.apiPort).toBe(54321);
    expect(s.dbPort).toBe(54322);
    expect(s.inboxPort).toBe(54324);
    expect(s.siteUrl).toBe("http://127.0.0.1:5173");
    expect(s.additionalRedirectUrls).toEqual(
      expect.arrayContaining([
        "http://127.0.0.1:5173/admin",
        "http://127.0.0.1:5173/reset-password",
        "http://127.0.0.1:23421/admin",
        "http://127.0.0.1:23421/reset-password",
      ]),
    );
    expect(s.enableConfirmations).toBe(true);
    expect(s.mfaTotpEnroll).toBe(true);
    expect(s.mfaTotpVerify).toBe(true);
    expect(s.jwtExpirySeconds).toBe(3600);
    expect(s.passwordMinLength).toBe(8);
    expect(s.passwordRequiredCharacters).toHaveLength(2);
    expect(s.smtpMaxFrequencySeconds).toBe(60);
    expect(s.rateLimits).toEqual({
      emailSent: 30,
      tokenRefresh: 150,
      signInSignUps: 30,
      verify: 30,
    });
  });

  it("decides the local backend's settings when no variable overrides them", () => {
    const config = loadConfig({});
    expect(config.projectConfigFile).toBe(REPO_FILE);
    expect(config.apiPort).toBe(54321);
    expect(config.siteUrl).toBe("http://127.0.0.1:5173");
    expect(config.additionalRedirectUrls).toContain("http://127.0.0.1:5173/reset-password");
    expect(config.auth.passwordMinLength).toBe(8);
    expect(config.auth.passwordRequiredCharacters).toEqual([
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
      "0123456789",
    ]);
    expect(config.auth.enableConfirmations).toBe(true);
    expect(config.auth.mfaTotpEnroll).toBe(true);
  });

  it("lets environment variables and explicit options win over the file", () => {
    const config = loadConfig(
      {
        SUPABASE_API_PORT: "25000",
        AUTH_JWT_EXPIRY: "600",
        AUTH_PASSWORD_MIN_LENGTH: "12",
        AUTH_PASSWORD_REQUIRED_CHARACTERS: "",
        ADDITIONAL_REDIRECT_URLS: "https://example.com/admin",
      },
      { siteUrl: "http://127.0.0.1:23471" },
    );
    expect(config.apiPort).toBe(25000);
    expect(config.siteUrl).toBe("http://127.0.0.1:23471");
    expect(config.additionalRedirectUrls).toEqual(["https://example.com/admin"]);
    expect(config.auth.jwtExpirySeconds).toBe(600);
    expect(config.auth.passwordMinLength).toBe(12);
    expect(config.auth.passwordRequiredCharacters).toEqual([]);
    // What no variable set still comes from the file.
    expect(config.dbPort).toBe(54322);
    expect(config.auth.rateLimits.tokenRefresh).toBe(150);
  });

  it("falls back to the backend's defaults for what a file leaves out", () => {
    const file = tempFile('project_id = "x"\n[auth]\nsite_url = "https://shop.example"\n');
    const config = loadConfig({ SUPABASE_CONFIG_FILE: file });
    expect(config.siteUrl).toBe("https://shop.example");
    expect(config.apiPort).toBe(54321);
    expect(config.auth.passwordMinLength).toBe(6);
    expect(config.auth.jwtExpirySeconds).toBe(3600);
    expect(config.auth.enableSignup).toBe(true);
    expect(config.additionalRedirectUrls).toContain("http://127.0.0.1:5173/**");
  });

  it("reads no file when told so", () => {
    const config = loadConfig({}, { projectConfigFile: null });
    expect(config.projectConfigFile).toBeNull();
    expect(config.auth.passwordMinLength).toBe(6);
  });

  it("turns sign-ups, confirmations and TOTP off as the CLI's keys say", () => {
    const s = parseProjectConfig(
      [
        "[auth]",
        "enable_signup = true",
        "[auth.email]",
        "enable_signup = false",
        "enable_confirmations = false",
        "[auth.mfa.totp]",
        "enroll_enabled = false",
        "verify_enabled = false",
      ].join("\n"),
    );
    expect(s.enableSignup).toBe(false);
    expect(s.enableConfirmations).toBe(false);
    expect(s.mfaTotpEnroll).toBe(false);
    expect(s.mfaTotpVerify).toBe(false);
  });

  it("substitutes env(NAME) as the CLI does", () => {
    const s = parseProjectConfig('[auth]\nsite_url = "env(SITE)"\n', "c.toml", {
      SITE: "https://a.example",
    });
    expect(s.siteUrl).toBe("https://a.example");
    expect(() => parseProjectConfig('[auth]\nsite_url = "env(SITE)"\n', "c.toml", {})).toThrow(
      "c.toml: auth.site_url is env(SITE) but SITE is not set",
    );
  });

  it("gives a clear error for a file that is not TOML", () => {
    const file = tempFile("[auth\nsite_url = 1\n");
    expect(() => loadConfig({ SUPABASE_CONFIG_FILE: file })).toThrow(ProjectConfigError);
    expect(() => readProjectConfig(file)).toThrow(/config\.toml: not valid TOML at line 1, column/);
  });

  it("names the key and the expected type of a wrong value", () => {
    expect(() => parseProjectConfig('[auth]\njwt_expiry = "1h"\n')).toThrow(
      'supabase/config.toml: auth.jwt_expiry must be a whole number from 30 to 604800 (got "1h")',
    );
    expect(() => parseProjectConfig("[api]\nport = 70000\n")).toThrow(/api\.port must be/);
    expect(() => parseProjectConfig('[auth]\nsite_url = "not a url"\n')).toThrow(
      /auth\.site_url must be an http\(s\) URL/,
    );
    expect(() => parseProjectConfig('[auth]\npassword_requirements = "strong"\n')).toThrow(
      /auth\.password_requirements must be one of/,
    );
    expect(() => parseProjectConfig('[auth.email]\nmax_frequency = "soon"\n')).toThrow(
      /auth\.email\.max_frequency must be a duration/,
    );
    expect(() => parseProjectConfig("[auth]\nadditional_redirect_urls = [1]\n")).toThrow(
      /additional_redirect_urls must be an array of strings/,
    );
  });

  it("says which file is missing", () => {
    expect(() => loadConfig({ SUPABASE_CONFIG_FILE: "/nonexistent/config.toml" })).toThrow(
      "/nonexistent/config.toml: cannot be read",
    );
  });
});
