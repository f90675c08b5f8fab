import {
  ENQUIRY_LINE_LIMITS,
  storedListSchema,
  type EnquiryLine,
  type EnquiryLineInput,
} from "./types";
import { ENQUIRY_LIST_EVENT, ENQUIRY_LIST_STORAGE_KEY } from "./storage-key";

const EMPTY: readonly EnquiryLine[] = Object.freeze([]);

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

// The last value read and what it parsed to: the snapshot stays the same object until the stored
// text changes (useSyncExternalStore needs that), and a value is parsed once.
let cache: { raw: string | null; lines: readonly EnquiryLine[] } = { raw: null, lines: EMPTY };
// Without storage (private mode, quota) the list still works for this page's life.
let memoryOnly: readonly EnquiryLine[] | null = null;

function parse(raw: string): readonly EnquiryLine[] | null {
  try {
    const result = storedListSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data.lines : null;
  } catch {
    return null;
  }
}

/** The list as stored; a value that is not a valid list is discarded (and removed). */
export function getEnquiryLines(): readonly EnquiryLine[] {
  if (memoryOnly) return memoryOnly;
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(ENQUIRY_LIST_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.lines;
  const lines = raw === null ? EMPTY : parse(raw);
  if (lines === null) {
    try {
      store?.removeItem(ENQUIRY_LIST_STORAGE_KEY);
    } catch {
      // nothing to do: it is ignored either way
    }
    cache = { raw: null, lines: EMPTY };
    return EMPTY;
  }
  cache = { raw, lines };
  return lines;
}

export function getServerEnquiryLines(): readonly EnquiryLine[] {
  return EMPTY;
}

function write(lines: readonly EnquiryLine[]): void {
  const raw = JSON.stringify({ lines });
  try {
    const store = storage();
    if (!store) throw new Error("no storage");
    store.setItem(ENQUIRY_LIST_STORAGE_KEY, raw);
    memoryOnly = null;
    cache = { raw, lines };
  } catch {
    memoryOnly = lines;
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(ENQUIRY_LIST_EVENT));
}

/** Calls back when the list changes in this tab or in another one. */
export function subscribeEnquiryList(onChange: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ENQUIRY_LIST_STORAGE_KEY) onChange();
  };
  window.addEventListener(ENQUIRY_LIST_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(ENQUIRY_LIST_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function newId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `l-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Two lines are the same entry when they name the same product (its id, else its slug, else its
 * name) in the same unit and pack size: adding it again updates that line.
 */
export function mergeKey(
  line: Pick<EnquiryLine, "productId" | "productSlug" | "productName" | "unit" | "packSize">,
): string {
  const product = line.productId
    ? `id:${line.productId}`
    : line.productSlug
      ? `slug:${line.productSlug}`
      : `name:${line.productName.trim().toLowerCase()}`;
  return `${product}|${line.unit}|${line.unit === "pack" ? (line.packSize ?? "") : ""}`;
}

export type AddResult = "added" | "updated" | "full";

/**
 * Adds lines, or updates the ones already listed (new quantity and origin; the note too when one
 * is given). Lines beyond the limit are not added: the result says "full" when any was refused.
 */
export function addEnquiryLines(inputs: readonly EnquiryLineInput[]): AddResult {
  const lines = [...getEnquiryLines()];
  let result: AddResult = "added";
  let updatedAny = false;
  for (const input of inputs) {
    const key = mergeKey(input);
    const index = lines.findIndex((line) => mergeKey(line) === key);
    if (index >= 0) {
      const current = lines[index]!;
      lines[index] = { ...current, ...input, note: input.note.trim() ? input.note : current.note };
      updatedAny = true;
    } else if (lines.length >= ENQUIRY_LINE_LIMITS.maxLines) {
      result = "full";
    } else {
      lines.push({ ...input, id: newId() });
    }
  }
  write(lines);
  if (result === "full") return result;
  return updatedAny && inputs.length === 1 ? "updated" : "added";
}

export function addEnquiryLine(input: EnquiryLineInput): AddResult {
  return addEnquiryLines([input]);
}

/** Changes one line (quantity, unit, pack size, note); unknown ids are ignored. */
export function updateEnquiryLine(
  id: string,
  changes: Partial<Pick<EnquiryLine, "quantity" | "unit" | "packSize" | "note">>,
): void {
  const lines = getEnquiryLines();
  if (!lines.some((line) => line.id === id)) return;
  write(lines.map((line) => (line.id === id ? { ...line, ...changes } : line)));
}

export function removeEnquiryLine(id: string): void {
  const lines = getEnquiryLines();
  if (!lines.some((line) => line.id === id)) return;
  write(lines.filter((line) => line.id !== id));
}

export function clearEnquiryList(): void {
  try {
    storage()?.removeItem(ENQUIRY_LIST_STORAGE_KEY);
  } catch {
    // ignored: the memory copy below is emptied either way
  }
  memoryOnly = null;
  cache = { raw: null, lines: EMPTY };
  if (typeof window !== "undefined") window.dispatchEvent(new Event(ENQUIRY_LIST_EVENT));
}

export function getEnquiryCount(): number {
  return getEnquiryLines().length;
}
