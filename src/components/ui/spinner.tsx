import * as React from "react";
import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({
  className,
  label,
  ...props
}: React.ComponentProps<"div"> & { label: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center", className)} {...props}>
      <Loader2 className="text-primary size-8 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <Spinner
      label={label}
      className="bg-background fixed inset-0 z-40"
      data-testid="full-screen-spinner"
    />
  );
}
