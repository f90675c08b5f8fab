/**
 * Packs to order (CALCULATOR.md, Formula 4): the combination of pack sizes that covers the
 * quantity with the least left over; among equal leftovers, the fewest packs.
 *
 * Sizes are real numbers (0.28 L, 20 kg), so they are scaled to integer units first. With L the
 * largest size, a mix that holds lcm(s, L)/s packs of a smaller size s can swap them for
 * lcm(s, L)/L packs of L: same total, fewer packs. So some best mix keeps the smaller packs'
 * total below sum(lcm(s, L)); a dynamic programme over that range plus "the rest in L" is exact.
 */
export interface PackLine {
  size: number;
  count: number;
}

export interface PackMix {
  lines: PackLine[];
  /** Sum of count x size. */
  total: number;
  leftover: number;
  packCount: number;
}

const SCALE = 1000;
const MAX_RANGE = 2_000_000;

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** Rounds away float noise (0.1 + 0.2) to the scale's precision. */
function clean(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}

export function choosePacks(quantity: number, sizes: readonly number[]): PackMix | null {
  const distinct = [...new Set(sizes.filter((s) => Number.isFinite(s) && s > 0))];
  if (distinct.length === 0 || !Number.isFinite(quantity) || quantity < 0) return null;
  const scaled = distinct.map((s) => Math.max(1, Math.round(s * SCALE)));
  const g = scaled.reduce((a, b) => gcd(a, b));
  const units = scaled.map((s) => s / g);
  // Order: largest first, so the report lists big packs first.
  const order = units.map((u, i) => ({ u, size: distinct[i]! })).sort((a, b) => b.u - a.u);
  const largest = order[0]!;
  const smaller = order.slice(1);
  // Any positive quantity needs at least one pack; float noise (149.8000000001) costs none.
  const target = quantity > 0 ? Math.max(1, Math.ceil((quantity * SCALE) / g - 1e-9)) : 0;

  let range = largest.u;
  for (const s of smaller) range += lcm(s.u, largest.u);
  range = Math.min(range, MAX_RANGE);

  // best[r]: fewest smaller packs summing exactly to r; from[r]: the pack index last added.
  const best = new Int32Array(range + 1).fill(-1);
  const from = new Int32Array(range + 1).fill(-1);
  best[0] = 0;
  for (let r = 1; r <= range; r++) {
    for (let i = 0; i < smaller.length; i++) {
      const prev = r - smaller[i]!.u;
      if (prev < 0 || best[prev]! < 0) continue;
      const count = best[prev]! + 1;
      if (best[r]! < 0 || count < best[r]!) {
        best[r] = count;
        from[r] = i;
      }
    }
  }

  let chosen: { r: number; k: number; total: number; packs: number } | null = null;
  for (let r = 0; r <= range; r++) {
    if (best[r]! < 0) continue;
    const k = Math.max(0, Math.ceil((target - r) / largest.u));
    const total = r + k * largest.u;
    const packs = k + best[r]!;
    if (
      !chosen ||
      total < chosen.total ||
      (total === chosen.total && packs < chosen.packs) ||
      (total === chosen.total && packs === chosen.packs && k > chosen.k)
    ) {
      chosen = { r, k, total, packs };
    }
  }
  if (!chosen) return null;

  const counts = new Map<number, number>();
  if (chosen.k > 0) counts.set(largest.size, chosen.k);
  for (let r = chosen.r; r > 0;) {
    const i = from[r]!;
    const pack = smaller[i]!;
    counts.set(pack.size, (counts.get(pack.size) ?? 0) + 1);
    r -= pack.u;
  }
  const lines = order
    .filter((o) => counts.has(o.size))
    .map((o) => ({ size: o.size, count: counts.get(o.size)! }));
  const total = clean(lines.reduce((sum, l) => sum + l.size * l.count, 0));
  return {
    lines,
    total,
    leftover: clean(Math.max(0, total - quantity)),
    packCount: lines.reduce((sum, l) => sum + l.count, 0),
  };
}
