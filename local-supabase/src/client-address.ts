import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address a request came from, as a gateway sees it: the socket's peer, unless that peer is a
 * configured trusted proxy, in which case X-Forwarded-For is read from the right, skipping the
 * trusted hops, and the first untrusted hop is the client. Values left of it were written by the
 * client and are never believed.
 */
export class ClientAddressResolver {
  private readonly trusted = new BlockList();
  private readonly any: boolean;

  /** `proxies`: addresses or CIDR ranges (`10.0.0.0/8`, `::1`). Throws on a malformed entry. */
  constructor(proxies: readonly string[]) {
    for (const entry of proxies) {
      const [address = "", bits] = entry.split("/");
      const family = isIP(address);
      if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
      }
      const type = family === 6 ? "ipv6" : "ipv4";
      if (bits === undefined) this.trusted.addAddress(address, type);
      else this.trusted.addSubnet(address, Number(bits), type);
    }
    this.any = proxies.length > 0;
  }

  private isTrusted(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.trusted.check(address, family === 6 ? "ipv6" : "ipv4");
  }

  resolve(socketAddress: string | undefined, forwardedFor: string | null | undefined): string {
    const peer = normalize(socketAddress ?? "");
    if (!peer) return "unknown";
    if (!this.any || !forwardedFor || !this.isTrusted(peer)) return peer;
    const hops = forwardedFor
      .split(",")
      .map((h) => normalize(h.trim()))
      .filter(Boolean);
    let client = peer;
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      // A hop that is not an address cannot be trusted to name what lies left of it.
      if (!isIP(hop)) return client;
      client = hop;
      if (!this.isTrusted(hop)) return hop;
    }
    return client;
  }
}

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is 1.2.3.4; ports and brackets go. */
function normalize(raw: string): string {
  let s = raw;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracketed) s = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(s);
  if (mapped) s = mapped[1]!;
  return s.toLowerCase();
}

/** True for addresses only this machine can reach (the only safe place for the demo secret). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "localhost" || h === "::1") return true;
  return /^127(\.\d{1,3}){3}$/.test(h);
}

/** The client address of a Hono request on the Node server. */
export function requestAddress(c: Context, resolver: ClientAddressResolver): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return resolver.resolve(socket, c.req.header("x-forwarded-for"));
}

/** What a limit counts as one client: an IPv4 address, or the /64 of an IPv6 one (a host can use any address of its /64). */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
