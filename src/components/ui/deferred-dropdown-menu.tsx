import {
  createContext,
  useContext,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from "react";
import { Slot } from "@radix-ui/react-slot";
import type * as MenuModuleShape from "./dropdown-menu";

/**
 * The dropdown menu of ./dropdown-menu with the same component names, for menus that every page
 * shows closed (the header's language and theme menus): Radix's menu code loads when the trigger
 * is first hovered, focused or pressed, and the menu opens as it arrives, so it stays out of the
 * entry chunk. Until then the trigger is the plain button it wraps.
 */
type MenuModule = typeof MenuModuleShape;

let loaded: MenuModule | null = null;
let loading: Promise<MenuModule> | null = null;

function loadMenu(): Promise<MenuModule> {
  loading ??= import("./dropdown-menu").then((m) => (loaded = m));
  return loading;
}

interface Deferred {
  menu: MenuModule | null;
  activate: () => void;
}

const DeferredContext = createContext<Deferred | null>(null);

function useDeferred(component: string): Deferred {
  const deferred = useContext(DeferredContext);
  if (!deferred) throw new Error(`${component} must be used inside DropdownMenu`);
  return deferred;
}

export function DropdownMenu({
  children,
  ...props
}: ComponentProps<MenuModule["DropdownMenu"]> & { children: ReactNode }) {
  // Every instance starts closed and light (the prerendered HTML has no menu), even when the
  // module is already cached, so hydration always matches.
  const [menu, setMenu] = useState<MenuModule | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const activate = () => {
    setOpenAtOnce(true);
    if (loaded) setMenu(loaded);
    else void loadMenu().then(setMenu);
  };
  if (!menu) {
    return (
      <DeferredContext.Provider value={{ menu: null, activate }}>
        {children}
      </DeferredContext.Provider>
    );
  }
  return (
    <DeferredContext.Provider value={{ menu, activate }}>
      <menu.DropdownMenu defaultOpen={openAtOnce} {...props}>
        {children}
      </menu.DropdownMenu>
    </DeferredContext.Provider>
  );
}

/** Only `asChild` triggers: the child (a Button) is what shows before the menu loads. */
export function DropdownMenuTrigger({
  children,
  ...props
}: ComponentProps<MenuModule["DropdownMenuTrigger"]> & { asChild: true; children: ReactElement }) {
  const { menu, activate } = useDeferred("DropdownMenuTrigger");
  if (menu) return <menu.DropdownMenuTrigger {...props}>{children}</menu.DropdownMenuTrigger>;
  const preload = () => void loadMenu();
  return (
    <Slot
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={activate}
    >
      {children}
    </Slot>
  );
}

/** A part of the open menu: nothing until the menu's code has loaded. */
function part<K extends keyof MenuModule>(name: K) {
  type Props = ComponentProps<MenuModule[K]> & object;
  function Part(props: Props) {
    const { menu } = useDeferred(name);
    if (!menu) return null;
    const Real = menu[name] as unknown as (p: Props) => ReactNode;
    return <Real {...props} />;
  }
  Part.displayName = `Deferred${name}`;
  return Part;
}

export const DropdownMenuContent = part("DropdownMenuContent");
export const DropdownMenuLabel = part("DropdownMenuLabel");
export const DropdownMenuRadioGroup = part("DropdownMenuRadioGroup");
export const DropdownMenuRadioItem = part("DropdownMenuRadioItem");
export const DropdownMenuItem = part("DropdownMenuItem");
export const DropdownMenuSeparator = part("DropdownMenuSeparator");
