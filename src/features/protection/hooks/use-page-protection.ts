import { useEffect } from "react";
import { listenForProtection } from "../lib/listeners";

/** Keeps <html data-protection> to the site's switch; the listeners (../lib/listeners) obey it. */
export function usePageProtection(enabled: boolean): void {
  useEffect(() => {
    listenForProtection(document);
    const root = document.documentElement;
    root.dataset.protection = enabled ? "on" : "off";
    return () => {
      delete root.dataset.protection;
    };
  }, [enabled]);
}
