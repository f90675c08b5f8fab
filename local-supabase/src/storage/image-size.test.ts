import { describe, expect, it } from "vitest";
import { imageSize } from "./image-size";

function png(w: number, h: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  return b;
}

function gif(w: number, h: number): Uint8Array {
  const b = new Uint8Array(13);
  b.set(new TextEncoder().encode("GIF89a"));
  new DataView(b.buffer).setUint16(6, w, true);
  new DataView(b.buffer).setUint16(8, h, true);
  return b;
}

/** SOI, an APP0 segment to skip, then SOF2 (progressive) with the size. */
function jpeg(w: number, h: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0)];
  const sof = [
    0xff,
    0xc2,
    0x00,
    0x11,
    0x08,
    h >> 8,
    h & 0xff,
    w >> 8,
    w & 0xff,
    3,
    ...new Array<number>(9).fill(0),
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const b = new Uint8Array(30 + Math.max(0, payload.length - 10));
  const enc = new TextEncoder();
  b.set(enc.encode("RIFF"), 0);
  b.set(enc.encode("WEBP"), 8);
  b.set(enc.encode(chunk), 12);
  b.set(payload, 20);
  return b;
}

describe("imageSize", () => {
  it("reads PNG, GIF and JPEG headers", () => {
    expect(imageSize(png(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize(gif(32, 16))).toEqual({ width: 32, height: 16 });
    expect(imageSize(jpeg(1920, 1080))).toEqual({ width: 1920, height: 1080 });
  });

  it("reads the three WebP flavours", () => {
    const lossy = riff("VP8 ", [
      0,
      0,
      0,
      0x9d,
      0x01,
      0x2a,
      300 & 0xff,
      300 >> 8,
      200 & 0xff,
      200 >> 8,
    ]);
    expect(imageSize(lossy)).toEqual({ width: 300, height: 200 });
    const bits = (400 - 1) | ((250 - 1) << 14);
    const lossless = riff("VP8L", [
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      (bits >>> 24) & 0xff,
    ]);
    expect(imageSize(lossless)).toEqual({ width: 400, height: 250 });
    const ext = riff("VP8X", [0, 0, 0, 0, 1023 & 0xff, 1023 >> 8, 0, 767 & 0xff, 767 >> 8, 0]);
    expect(imageSize(ext)).toEqual({ width: 1024, height: 768 });
  });

  it("reads SVG width/height, units and viewBox", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(
      imageSize(enc(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60px"></svg>`)),
    ).toEqual({
      width: 120,
      height: 60,
    });
    expect(imageSize(enc(`<?xml version="1.0"?><svg viewBox="0 0 48 24"/>`))).toEqual({
      width: 48,
      height: 24,
    });
    expect(imageSize(enc(`<svg width='96' viewBox='0 0 48 24'/>`))).toEqual({
      width: 96,
      height: 48,
    });
    expect(imageSize(enc(`<svg width="1in" height="0.5in"/>`))).toEqual({ width: 96, height: 48 });
  });

  it("returns null for other or broken data", () => {
    expect(imageSize(new TextEncoder().encode("hello"))).toBeNull();
    expect(imageSize(png(640, 480).subarray(0, 20))).toBeNull();
    expect(imageSize(png(0, 10))).toBeNull();
    expect(imageSize(jpeg(10, 10).subarray(0, 12))).toBeNull();
    expect(imageSize(new Uint8Array())).toBeNull();
    expect(imageSize(new TextEncoder().encode("<svg width='a' height='b'>"))).toBeNull();
  });
});
