import { AboutContent, CtaBand } from "@/features/home";
import { PageMeta } from "@/features/seo";
import { categoryCardsQueryOptions as homeCategoriesQueryOptions } from "@/entities/category";
import type { PageData } from "../route-data";

export function AboutPage() {
  return (
    <>
      <PageMeta route="/about" />
      <AboutContent />
      <CtaBand />
    </>
  );
}

// The company facts come with every page (site-layout.tsx); the category grid is the page's own.
export const prefetch: PageData["prefetch"] = ({ lang }) => [homeCategoriesQueryOptions(lang)];
