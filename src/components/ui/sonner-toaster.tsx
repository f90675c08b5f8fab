import type { ComponentProps } from "react";
import { Toaster as Sonner } from "sonner";

/** Sonner's toaster with the app's defaults (loaded lazily by ./sonner). */
export default function SonnerToaster(props: ComponentProps<typeof Sonner>) {
  return <Sonner richColors closeButton position="top-center" {...props} />;
}
