import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { GalleryImage } from "../lib/gallery";
import { ProductImage } from "./product-image";

const SWIPE_PX = 40;

/**
 * The product's images: one large image, thumbnails to pick another, arrow keys and buttons to
 * step (mirrored in right-to-left pages) and a horizontal swipe on touch screens.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const rtl = i18n.dir() === "rtl";

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) step(1);
    else if (event.key === backward) step(-1);
    else if (event.key === "Home") setIndex(0);
    else if (event.key === "End") setIndex(count - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse") start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    // Swiping towards the start of the line shows the next image.
    step(dx < 0 !== rtl ? 1 : -1);
  };

  if (!current) {
    return (
      <ProductImage src={null} alt="" width={800} height={800} className="rounded-lg border" />
    );
  }

  return (
    <div
      role="group"
      aria-roledescription={count > 1 ? "carousel" : undefined}
      aria-label={t("products.gallery")}
      className="flex flex-col gap-3"
    >
      <div
        className="focus-visible:ring-ring relative touch-pan-y overflow-hidden rounded-lg border outline-none focus-visible:ring-2"
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        aria-label={count > 1 ? t("products.galleryImage", { index: index + 1, count }) : undefined}
        role={count > 1 ? "group" : undefined}
      >
        <ProductImage
          key={current.url}
          src={current.url}
          alt={current.alt}
          width={current.width}
          height={current.height}
          priority
          sizes="(min-width: 1024px) 560px, 100vw"
        />
        {count > 1 && (
          <>
            <Button
              variant="outline"
              size="icon"
              className="bg-background/90 absolute start-2 top-1/2 -translate-y-1/2"
              onClick={() => step(-1)}
              aria-label={t("products.previousImage")}
            >
              <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="bg-background/90 absolute end-2 top-1/2 -translate-y-1/2"
              onClick={() => step(1)}
              aria-label={t("products.nextImage")}
            >
              <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="grid grid-cols-5 gap-2">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("products.showImage", { index: i + 1, count })}
                aria-current={i === index ? "true" : undefined}
                className={cn(
                  "focus-visible:ring-ring block w-full overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2",
                  i === index ? "border-primary" : "border-transparent",
                )}
              >
                <ProductImage
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1024px) 110px, 20vw"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
