import { PrivacyPolicy } from "@/features/company";
import { CtaBand } from "@/features/home";
import { PageMeta } from "@/features/seo";

export function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta route="/privacy-policy" />
      <PrivacyPolicy />
      <CtaBand />
    </>
  );
}
