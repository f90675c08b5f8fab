import { AboutContent, CtaBand } from "@/features/home";
import { PageMeta } from "@/features/seo";

export function AboutPage() {
  return (
    <>
      <PageMeta route="/about" />
      <AboutContent />
      <CtaBand />
    </>
  );
}
