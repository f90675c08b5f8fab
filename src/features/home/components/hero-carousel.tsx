import * as React from "react";
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { imageSrcSet } from "@/lib/image-variants";
import { cn } from "@/lib/utils";
import { useBannersQuery, type Banner } from "@/entities/banner";
import { usePrefersReducedMotion } from "../hooks/use-reduced-motion";
import { stepIndex } from "@/entities/banner";

/** How long a slide stays before the next one while rotating. */
export const SLIDE_INTERVAL_MS = 7000;

/** The hero's height is fixed per breakpoint, so nothing below moves while it loads. */
const FRAME = "relative h-[26rem] overflow-hidden sm:h-[28rem] lg:h-[32rem]";

const controlClass =
  "inline-flex size-10 items-center justify-center rounded-full border border-white/40 bg-black/40 text-white transition-colors duration-150 hover:bg-black/60 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none motion-reduce:transition-none";

function SlideCta({ banner }: { banner: Banner }) {
  if (!banner.cta_label || !banner.cta_href) return null;
  const content = (
    <>
      {banner.cta_label}
      <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
    </>
  );
  const external = /^https?:\/\//i.test(banner.cta_href);
  return (
    <Button asChild size="lg" className="mt-6">
      {external ? (
        <a href={banner.cta_href} rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <Link to={banner.cta_href}>{content}</Link>
      )}
    </Button>
  );
}

/**
 * The home hero: active, scheduled banners as a carousel. Rotates every few seconds unless the
 * visitor prefers reduced motion, pauses while hovered or focused and with its pause button,
 * and is fully usable by keyboard (previous/next, slide indicators, arrow keys).
 */
export function HeroCarousel() {
  const query = useBannersQuery();
  if (query.isPending) {
    return (
      <div className={cn(FRAME, "bg-muted")} data-testid="hero-loading">
        <Skeleton className="size-full rounded-none" />
      </div>
    );
  }
  // Without live banners (or when they cannot be read) the page simply starts with its intro.
  if (query.isError || query.data.length === 0) return null;
  return <Carousel banners={query.data} />;
}

function Carousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(true);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const count = banners.length;
  const current = Math.min(index, count - 1);
  const rotating = count > 1 && playing && !reducedMotion && !hovered && !focused;

  React.useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((i) => stepIndex(i, 1, count)),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const go = (by: number) => setIndex((i) => stepIndex(i, by, count));

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = (event.key === "ArrowRight") !== rtl;
    event.preventDefault();
    go(forward ? 1 : -1);
  };

  return (
    // Hover pauses rotation and arrow keys add a shortcut; every action also has its own button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={t("hero.carouselLabel")}
      className={cn(FRAME, "bg-black text-white")}
      data-testid="hero"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="absolute inset-0"
        aria-live={rotating ? "off" : "polite"}
        aria-atomic="false"
        data-testid="hero-slides"
      >
        {banners.map((banner, i) => {
          const active = i === current;
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("hero.slideLabel", { number: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              data-testid="hero-slide"
              data-active={active}
              className={cn(
                "absolute inset-0 transition-opacity duration-200 motion-reduce:transition-none",
                active ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              {banner.image_url && (
                <img
                  src={banner.image_url}
                  srcSet={imageSrcSet(banner.image_url)}
                  sizes="100vw"
                  alt=""
                  width={1600}
                  height={600}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "low"}
                  // "sync" would hold the first paint of the whole page until the image is decoded.
                  decoding="async"
                  className="absolute inset-0 size-full object-cover object-[70%_50%] rtl:-scale-x-100"
                />
              )}
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-linear-to-r from-black/85 via-black/70 to-black/45 lg:via-black/45 lg:to-transparent rtl:bg-linear-to-l"
              />
              <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-center px-4 pb-16">
                <div className="max-w-xl">
                  <p className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                    {banner.title}
                  </p>
                  {banner.subtitle && (
                    <p className="mt-4 text-base text-white/90 sm:text-lg">{banner.subtitle}</p>
                  )}
                  <SlideCta banner={banner} />
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-4">
          <div className="mx-auto flex max-w-6xl items-center gap-2 px-4">
            <button
              type="button"
              className={controlClass}
              onClick={() => go(-1)}
              aria-label={t("hero.previousSlide")}
              data-testid="hero-prev"
            >
              <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
            </button>
            <div className="flex items-center">
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t("hero.goToSlide", { number: i + 1 })}
                  aria-current={i === current ? "true" : undefined}
                  data-testid="hero-dot"
                  className="group inline-flex h-10 w-8 items-center justify-center rounded-md focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "h-1.5 rounded-full transition-all duration-200 motion-reduce:transition-none",
                      i === current ? "w-6 bg-white" : "w-3 bg-white/50 group-hover:bg-white/80",
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={controlClass}
              onClick={() => go(1)}
              aria-label={t("hero.nextSlide")}
              data-testid="hero-next"
            >
              <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
            </button>
            {!reducedMotion && (
              <button
                type="button"
                className={cn(controlClass, "ms-auto")}
                onClick={() => setPlaying((p) => !p)}
                aria-label={playing ? t("hero.pause") : t("hero.play")}
                data-testid="hero-play-toggle"
              >
                {playing ? (
                  <Pause className="size-4" aria-hidden="true" />
                ) : (
                  <Play className="size-4" aria-hidden="true" />
                )}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
