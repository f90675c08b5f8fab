import * as React from "react";
import { cn } from "@/lib/utils";

/** A placeholder block; size it like the content it stands for so nothing shifts. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("bg-muted animate-pulse rounded-md motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
