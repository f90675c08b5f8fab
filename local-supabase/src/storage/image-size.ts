export interface ImageSize {
  width: number;
  height: number;
}

const positive = (w: number, h: number): ImageSize | null =>
  Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? { width: w, height: h } : null;

function png(b: Uint8Array, v: DataView): ImageSize | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || sig.some((x, i) => b[i] !== x)) return null;
  return positive(v.getUint32(16), v.getUint32(20));
}

function gif(b: Uint8Array, v: DataView): ImageSize | null {
  const head = String.fromCharCode(...b.subarray(0, 6));
  if (b.length < 10 || (head !== "GIF87a" && head !== "GIF89a")) return null;
  return positive(v.getUint16(6, true), v.getUint16(8, true));
}

function jpeg(b: Uint8Array, v: DataView): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    // Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive(v.getUint16(i + 7), v.getUint16(i + 5));
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    i += 2 + v.getUint16(i + 2);
  }
  return null;
}

function webp(b: Uint8Array, v: DataView): ImageSize | null {
  const tag = (o: number) => String.fromCharCode(...b.subarray(o, o + 4));
  if (b.length < 30 || tag(0) !== "RIFF" || tag(8) !== "WEBP") return null;
  const chunk = tag(12);
  if (chunk === "VP8 ") {
    return positive(v.getUint16(26, true) & 0x3fff, v.getUint16(28, true) & 0x3fff);
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = v.getUint32(21, true);
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    const w = 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16));
    const h = 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16));
    return positive(w, h);
  }
  return null;
}

const SVG_UNITS: Record<string, number> = {
  "": 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
};

function svgLength(value: string | undefined): number | null {
  if (!value) return null;
  const m = /^\s*([\d.]+(?:e[+-]?\d+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(value);
  if (!m) return null;
  const n = Number(m[1]) * (SVG_UNITS[(m[2] ?? "").toLowerCase()] ?? 1);
  return Number.isFinite(n) ? n : null;
}

function svg(b: Uint8Array): ImageSize | null {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(b.subarray(0, 64 * 1024));
  const tag = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (tag === undefined) return null;
  const attr = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i")
      .exec(tag)
      ?.slice(1)
      .find((x) => x !== undefined);
  const width = svgLength(attr("width"));
  const height = svgLength(attr("height"));
  if (width && height) return positive(Math.round(width), Math.round(height));
  const box = attr("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite)) {
    const [, , w, h] = box as [number, number, number, number];
    if (width && w > 0) return positive(Math.round(width), Math.round((width * h) / w));
    if (height && h > 0) return positive(Math.round((height * w) / h), Math.round(height));
    return positive(Math.round(w), Math.round(h));
  }
  return null;
}

/**
 * The pixel dimensions stored in an image's header (PNG, JPEG, GIF, WebP) or an SVG's
 * width/height/viewBox; null when the bytes are not one of these or are malformed.
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return (
      png(bytes, view) ?? gif(bytes, view) ?? jpeg(bytes, view) ?? webp(bytes, view) ?? svg(bytes)
    );
  } catch {
    return null;
  }
}
