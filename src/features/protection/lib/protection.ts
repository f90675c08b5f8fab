export interface ShortcutLike {
  key: string;
  /** The physical key ("KeyS"): the same on every keyboard layout (e.g. Russian, Arabic). */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The letter typed: the key itself on Latin layouts, else the physical key (non-Latin layouts, macOS Option). */
function shortcutLetter(event: ShortcutLike): string {
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  const physical = /^Key([A-Z])$/.exec(event.code ?? "");
  return physical?.[1]?.toLowerCase() ?? key;
}

/** Save, print, view-source and developer-tools shortcuts (Ctrl on Windows/Linux, Cmd on macOS). */
export function isBlockedShortcut(event: ShortcutLike): boolean {
  if (event.key === "F12" || event.code === "F12") return true;
  const key = shortcutLetter(event);
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
