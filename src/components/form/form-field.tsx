import { useId, type ReactNode } from "react";
import { Label } from "@/components/ui/label";

export interface FormFieldControlProps {
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

/**
 * A public form's field (the contact form, the enquiry): label with a required marker, the
 * control (rendered with its id and ARIA wiring), and its help text, replaced by the error.
 */
export function FormField({
  label,
  required,
  help,
  error,
  render,
}: {
  label: string;
  required?: boolean;
  help?: string;
  /** Already translated. */
  error?: string;
  render: (props: FormFieldControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive ms-0.5" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {render({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
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
