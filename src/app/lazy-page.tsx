import { createElement, lazy, useState, type ComponentType } from "react";

export interface LazyPage {
  (props: object): React.ReactElement;
  /** Loads the page's chunk; afterwards the page renders without suspending (hydration). */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy for a module's named page export: each page becomes its own chunk. A page loaded
 * beforehand (preload, as the client does before hydrating prerendered HTML) renders at once.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => (loaded = module[name] as ComponentType)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: object) {
    // Chosen once per mount, so a page never remounts when its chunk arrives later.
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  Page.preload = preload;
  return Page;
}
