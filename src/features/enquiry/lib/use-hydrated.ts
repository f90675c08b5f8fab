import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the prerender and while hydrating, true after: the list lives in the visitor's
 * storage, so the prerendered shell shows neither an empty list nor someone else's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
