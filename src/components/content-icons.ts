import {
  Building,
  Building2,
  Calculator,
  Droplets,
  FlaskConical,
  Grid3x3,
  Hammer,
  House,
  Layers,
  Layers3,
  MessagesSquare,
  MoveHorizontal,
  PaintRoller,
  Pipette,
  Search,
  ShieldCheck,
  Ship,
  ShowerHead,
  Wrench,
  type LucideIcon,
} from "lucide-react";

/** The lucide icon names services and categories use (stored in their `icon` column). */
const ICONS: Record<string, LucideIcon> = {
  building: Building,
  "building-2": Building2,
  calculator: Calculator,
  droplets: Droplets,
  "flask-conical": FlaskConical,
  "grid-3x3": Grid3x3,
  hammer: Hammer,
  house: House,
  home: House,
  layers: Layers,
  "layers-3": Layers3,
  "messages-square": MessagesSquare,
  "move-horizontal": MoveHorizontal,
  "paint-roller": PaintRoller,
  pipette: Pipette,
  search: Search,
  "shield-check": ShieldCheck,
  ship: Ship,
  "shower-head": ShowerHead,
  wrench: Wrench,
};

export const DEFAULT_ICON: LucideIcon = ShieldCheck;

/** The icon for a stored name; an unknown or empty name gets the default shield. */
export function iconFor(name: string | null | undefined): LucideIcon {
  const key = name?.trim().toLowerCase();
  if (!key || !Object.hasOwn(ICONS, key)) return DEFAULT_ICON;
  return ICONS[key] ?? DEFAULT_ICON;
}
