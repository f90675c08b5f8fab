import * as React from "react";
import { useBlocker, type Location } from "react-router";

const langOf = (location: Location) => new URLSearchParams(location.search).get("lang");

/**
 * While a form has unsaved changes: blocks leaving it within the app (another path, or another
 * content language `?lang=`) and asks the browser to confirm closing or reloading the tab.
 * `skip` is set just before a deliberate navigation (after create, delete or reload).
 */
export function useUnsavedChangesGuard(isDirty: boolean, skip?: React.RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !skip?.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        langOf(currentLocation) !== langOf(nextLocation)),
  );
  React.useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);
  return blocker;
}
