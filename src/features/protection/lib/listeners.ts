import { isBlockedShortcut, isEditableTarget } from "./protection";

/**
 * Page protection's listeners, started by the boot script before the app so the context menu is
 * blocked from the first paint. They block while <html data-protection="on">: the prerender
 * writes the site's switch as it was at build time, then the app keeps it current
 * (usePageProtection). Started once per document; the app starts them too where no boot ran.
 */
const listening = new WeakSet<Document>();

export function listenForProtection(doc: Document = document): void {
  if (listening.has(doc)) return;
  listening.add(doc);
  const on = () => doc.documentElement.dataset.protection === "on";
  const blockOnContent = (event: Event) => {
    if (on() && !isEditableTarget(event.target)) event.preventDefault();
  };
  doc.addEventListener("contextmenu", blockOnContent);
  doc.addEventListener("dragstart", blockOnContent);
  doc.addEventListener(
    "keydown",
    (event) => {
      if (on() && isBlockedShortcut(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    true,
  );
}
