/** Where the build writes a PNG of each SVG under public/images (scripts/prerender/share-images.ts). */
export const SHARE_IMAGE_DIR = "/images/share";

/**
 * The image a link preview shows. WhatsApp, Facebook and X show no SVG, so a site image that is
 * an SVG (the seed's product pictures, the default card) becomes the PNG the build renders from
 * it. Photos, and images on other hosts, pass through.
 */
export function shareImagePath(image: string): string {
  const svg = /^\/images\/(.+)\.svg$/i.exec(image);
  return svg ? `${SHARE_IMAGE_DIR}/${svg[1]}.png` : image;
}
