import { cn } from "@/lib/utils";

/** A product image in a square, light neutral panel; the box holds its size before it loads. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  /** Above the fold: load now with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("bg-muted aspect-square overflow-hidden", className)}>
      {src && (
        <img
          src={src}
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
