import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** A labelled decimal field with its unit, help text and the error in place of the help. */
export function NumberField({
  label,
  value,
  onChange,
  onBlur,
  unit,
  help,
  error,
  placeholder,
  name,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  unit?: string;
  help?: string;
  error?: string;
  placeholder?: string;
  name: string;
  className?: string;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(unit && "pe-12")}
        />
        {unit && (
          <span
            aria-hidden="true"
            className="text-muted-foreground pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-sm"
          >
            {unit}
          </span>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        help && (
          <p id={`${id}-help`} className="text-muted-foreground text-sm">
            {help}
          </p>
        )
      )}
    </div>
  );
}
