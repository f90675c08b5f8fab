import { lazy, type ComponentType } from "react";

/** React.lazy for a module's named page export: each page becomes its own chunk. */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
