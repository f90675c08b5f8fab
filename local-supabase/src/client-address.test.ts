import { describe, expect, it } from "vitest";
import { ClientAddressResolver, isLoopbackHost, limitKey } from "./client-address";

describe("ClientAddressResolver", () => {
  const none = new ClientAddressResolver([]);
  const proxied = new ClientAddressResolver(["10.0.0.0/8", "::1"]);

  it("believes no header without trusted proxies", () => {
    expect(none.resolve("127.0.0.1", "1.2.3.4")).toBe("127.0.0.1");
    expect(none.resolve("::ffff:192.0.2.1", null)).toBe("192.0.2.1");
    expect(none.resolve(undefined, "1.2.3.4")).toBe("unknown");
  });

  it("takes the rightmost untrusted hop behind a trusted proxy", () => {
    expect(proxied.resolve("10.1.1.1", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(proxied.resolve("10.1.1.1", "6.6.6.6, 203.0.113.9, 10.2.2.2")).toBe("203.0.113.9");
    expect(proxied.resolve("::1", "2001:db8::7")).toBe("2001:db8::7");
    // Only trusted hops: the leftmost of them.
    expect(proxied.resolve("10.1.1.1", "10.3.3.3")).toBe("10.3.3.3");
  });

  it("ignores the header from an untrusted peer and stops at garbage", () => {
    expect(proxied.resolve("192.0.2.50", "10.1.1.1")).toBe("192.0.2.50");
    expect(proxied.resolve("10.1.1.1", "1.1.1.1, not-an-ip")).toBe("10.1.1.1");
  });

  it("refuses malformed configuration", () => {
    expect(() => new ClientAddressResolver(["10.0.0.0/x"])).toThrow(/TRUSTED_PROXIES/);
    expect(() => new ClientAddressResolver(["proxy.local"])).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("limitKey", () => {
  it("groups an IPv6 /64 and keeps IPv4 as is", () => {
    expect(limitKey("203.0.113.4")).toBe("203.0.113.4");
    expect(limitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(limitKey("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(limitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});

describe("isLoopbackHost", () => {
  it("accepts only loopback names", () => {
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("::1")).toBe(true);
    expect(isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
    expect(isLoopbackHost("192.168.1.2")).toBe(false);
  });
});
