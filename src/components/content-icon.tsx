import { createElement } from "react";
import { iconFor } from "./content-icons";

/** The lucide icon a service or category names in its `icon` column (decorative). */
export function ContentIcon({
  name,
  className,
}: {
  name: string | null | undefined;
  className?: string;
}) {
  return createElement(iconFor(name), { className, "aria-hidden": true });
}
