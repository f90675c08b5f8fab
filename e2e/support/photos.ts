import type { APIRequestContext, Page } from "@playwright/test";
import { DEFAULT_SERVICE_ROLE_KEY } from "../../local-supabase/src/config";
import { E2E_ORIGIN } from "./ports";

/**
 * A phone-like photo made at test time in the page (gradients and grain, so it compresses like a
 * photo, not like a flat colour): a JPEG of `width` × `height` px.
 */
export async function makePhoto(page: Page, width = 4000, height = 3000): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w!, h!);
      const ctx = canvas.getContext("2d")!;
      const sky = ctx.createLinearGradient(0, 0, w!, h!);
      sky.addColorStop(0, "#2f6f9f");
      sky.addColorStop(0.5, "#d9c7a1");
      sky.addColorStop(1, "#3d5a2a");
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, w!, h!);
      for (let i = 0; i < 400; i++) {
        ctx.fillStyle = `hsla(${(i * 37) % 360}, 45%, ${30 + (i % 40)}%, 0.35)`;
        ctx.beginPath();
        ctx.arc((i * 997) % w!, (i * 613) % h!, 40 + (i % 9) * 30, 0, Math.PI * 2);
        ctx.fill();
      }
      // Grain: what makes a phone photo megabytes.
      for (let y = 0; y < h!; y += 500) {
        for (let x = 0; x < w!; x += 500) {
          const tile = ctx.getImageData(x, y, 500, 500);
          for (let i = 0; i < tile.data.length; i += 4) {
            const n = (Math.random() - 0.5) * 36;
            tile.data[i] = tile.data[i]! + n;
            tile.data[i + 1] = tile.data[i + 1]! + n;
            tile.data[i + 2] = tile.data[i + 2]! + n;
          }
          ctx.putImageData(tile, x, y);
        }
      }
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = "";
      for (let i = 0; i < bytes.length; i += 0x8000)
        s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    [width, height],
  );
  return Buffer.from(base64, "base64");
}

/** A small valid PDF. */
export function makePdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 760 Td (${title}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const PUBLIC = `${E2E_ORIGIN}/storage/v1/object/public/`;

/** Removes stored objects by their public URLs (service key). */
export async function removeObjects(request: APIRequestContext, urls: string[]): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const url of urls) {
    if (!url.startsWith(PUBLIC)) continue;
    const [bucket, ...rest] = url.slice(PUBLIC.length).split("/");
    byBucket.set(bucket!, [...(byBucket.get(bucket!) ?? []), decodeURIComponent(rest.join("/"))]);
  }
  for (const [bucket, prefixes] of byBucket) {
    await request.fetch(`${E2E_ORIGIN}/storage/v1/object/${bucket}`, {
      method: "DELETE",
      headers: {
        apikey: DEFAULT_SERVICE_ROLE_KEY,
        Authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
      },
      data: JSON.stringify({ prefixes }),
    });
  }
}
