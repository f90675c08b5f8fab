import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { SHARE_IMAGE_DIR, shareImagePath } from "../../src/features/seo/lib/share-image";

/** Link previews show images about 1200 px wide (Open Graph's recommended size). */
const SHARE_IMAGE_WIDTH = 1200;

/**
 * Renders every SVG under `publicDir/images` to the PNG `shareImagePath` names, in `outDir`, so a
 * page's og:image is a format WhatsApp, Facebook and X show. Returns how many it wrote.
 */
export function writeShareImages(publicDir: string, outDir: string): number {
  const imagesDir = path.join(publicDir, "images");
  const svgs = readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
    .map((file) => `/images/${file.split(path.sep).join("/")}`)
    .filter((url) => url.toLowerCase().endsWith(".svg") && !url.startsWith(SHARE_IMAGE_DIR));
  for (const url of svgs) {
    const png = new Resvg(readFileSync(path.join(publicDir, url)), {
      fitTo: { mode: "width", value: SHARE_IMAGE_WIDTH },
      font: { loadSystemFonts: true },
    })
      .render()
      .asPng();
    const target = path.join(outDir, shareImagePath(url));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, png);
  }
  return svgs.length;
}
