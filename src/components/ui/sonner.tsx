import * as React from "react";
import { Toaster as Sonner } from "sonner";

/** Sonner's toaster; the theme is passed in so shared UI stays independent of features. */
export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return <Sonner richColors closeButton position="top-center" {...props} />;
}
