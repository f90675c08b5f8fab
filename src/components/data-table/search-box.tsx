import { useEffect, useId, useRef, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that applies its text after a pause in typing (Enter applies it at once). It
 * follows `value` (the URL) when that changes from outside: Back, "Clear filters".
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  showLabel = false,
  maxLength = 200,
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  /** A visible label above the box; otherwise the label is the box's accessible name. */
  showLabel?: boolean;
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The search last applied, until the URL shows it.
  const [sent, setSent] = useState<string | null>(null);
  if (seen !== value) {
    setSeen(value);
    // Our own search arriving in the URL must not undo what was typed since.
    if (value === sent) setSent(null);
    else setText(value);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (q: string) => {
    clearTimeout(timer.current);
    setSent(q.trim());
    latest.current(q.trim());
  };

  return (
    <div className={cn("space-y-1.5", className)}>
      {showLabel && <Label htmlFor={id}>{label}</Label>}
      <div className="relative">
        <Search
          className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          aria-label={showLabel ? undefined : label}
          placeholder={placeholder ?? label}
          value={text}
          maxLength={maxLength}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              apply(text);
            }
          }}
          className="ps-9"
        />
      </div>
    </div>
  );
}
