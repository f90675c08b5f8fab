import { Suspense, type ReactNode } from "react";

/**
 * A Suspense boundary for hydration's sake: React hydrates a prerendered page boundary by
 * boundary, each after the blocking first pass and in short tasks that leave a phone's main
 * thread free between them. Nothing inside suspends, so there is no fallback to show.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
