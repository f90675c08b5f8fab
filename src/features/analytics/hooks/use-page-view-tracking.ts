import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { recordPageView } from "@/entities/page-view";
import { analyticsSessionId, productSlugOf } from "../page-view";

/** Records a page view on each route change, only while the visitor allows analytics cookies. */
export function usePageViewTracking(analyticsAllowed: boolean, language: string): void {
  const { pathname } = useLocation();
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);
  useEffect(() => {
    if (!analyticsAllowed) return;
    void recordPageView({
      path: pathname,
      productSlug: productSlugOf(pathname),
      language: languageRef.current,
      referrer: document.referrer || null,
      sessionId: analyticsSessionId(sessionStorage),
    });
  }, [pathname, analyticsAllowed]);
}
