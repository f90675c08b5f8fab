import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";

const EnquiryBadge = lazy(() => import("./enquiry-badge"));

/** Loads the enquiry badge once the page is idle: nothing of it before the first paint. */
export function LazyEnquiryBadge() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 2000), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryBadge />
    </Suspense>
  );
}
