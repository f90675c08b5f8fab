export interface ShortcutLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Save, print, view-source and developer-tools shortcuts (Ctrl on Windows/Linux, Cmd on macOS). */
export function isBlockedShortcut(event: ShortcutLike): boolean {
  const key = event.key.toLowerCase();
  if (key === "f12") return true;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return false;
  if (key === "i" && (event.shiftKey || (event.metaKey && event.altKey))) return true;
  if (event.shiftKey) return false;
  return key === "s" || key === "p" || key === "u";
}

/** Form fields keep their context menu and dragging so people can select, copy and paste. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as Element;
  if (element.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) {
    return true;
  }
  return (element as HTMLElement).isContentEditable === true;
}
