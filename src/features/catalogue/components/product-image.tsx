import { imageSrcSet } from "@/lib/image-variants";
import { cn } from "@/lib/utils";

/** A card in the catalogue grid: half the screen on phones, a third, then a quarter of 1152 px. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw";

/**
 * A product image in a square, light neutral panel; the box holds its size before it loads.
 * An upload resized by the back office comes with its 400 and 800 px copies (`srcset`), so the
 * browser loads the smallest one that is sharp in the slot `sizes` describes.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
  className,
}: {
  src: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  /** Above the fold: load now with high priority instead of lazily. */
  priority?: boolean;
  /** The slot's width, for choosing from the srcset. */
  sizes?: string;
  className?: string;
}) {
  return (
    <div className={cn("bg-muted aspect-square overflow-hidden", className)}>
      {src && (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={imageSrcSet(src) ? sizes : undefined}
          alt={alt}
          width={width ?? 800}
          height={height ?? 800}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="size-full object-contain"
        />
      )}
    </div>
  );
}
