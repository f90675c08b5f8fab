import type { SurfaceType } from "../lib/area";

/**
 * A small line drawing of what is measured on each surface. The measured faces are filled with
 * the primary colour; the caller gives the text alternative (aria-label on the svg).
 */
export function SurfaceDrawing({ surface, label }: { surface: SurfaceType; label: string }) {
  return (
    <svg
      viewBox="0 0 96 64"
      role="img"
      aria-label={label}
      className="h-16 w-24 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      {DRAWINGS[surface]}
    </svg>
  );
}

const measured = "fill-primary/25 stroke-primary";

const DRAWINGS: Record<SurfaceType, React.ReactNode> = {
  // A roof slab in perspective with a low parapet (the upturn).
  terrace: (
    <>
      <path d="M10 40 L48 52 L86 40 L48 28 Z" className={measured} />
      <path d="M10 40 V34 L48 22 L86 34 V40" className="stroke-primary" />
      <path d="M10 40 L48 52 L86 40 V48 L48 60 L10 48 Z" className="text-muted-foreground" />
      <path d="M48 52 V60" className="text-muted-foreground" />
    </>
  ),
  // A room corner: floor, a band along the walls and a shower wall.
  bathroom: (
    <>
      <path d="M12 22 L48 10 L84 22 V50 L48 62 L12 50 Z" className="text-muted-foreground" />
      <path d="M48 10 V40" className="text-muted-foreground" />
      <path d="M12 50 L48 40 L84 50 L48 62 Z" className={measured} />
      <path d="M12 50 V45 L48 35 V40 Z M48 35 L84 45 V50 L48 40 Z" className={measured} />
      <path d="M56 16 L76 23 V46 L56 39 Z" className={measured} />
    </>
  ),
  // A basement box below the ground line: its walls (and floor).
  basement: (
    <>
      <path d="M4 18 H92" className="text-muted-foreground" strokeDasharray="4 3" />
      <path d="M14 18 L48 8 L82 18 V50 L48 60 L14 50 Z" className={measured} />
      <path d="M48 8 V40 M14 50 L48 40 L82 50" className="stroke-primary" />
    </>
  ),
  // A tank cut open: inside floor and walls.
  tank: (
    <>
      <path d="M16 20 L48 10 L80 20 V50 L48 60 L16 50 Z" className="text-muted-foreground" />
      <path d="M20 22 L48 13 V46 L20 55 Z M48 13 L76 22 V55 L48 46 Z" className={measured} />
      <path d="M20 55 L48 46 L76 55 L48 58 Z" className={measured} />
    </>
  ),
  // A building's outside wall with a door and windows left out.
  wall: (
    <>
      <path d="M8 16 H88 V58 H8 Z" className={measured} />
      <path
        d="M20 28 H34 V40 H20 Z M62 28 H76 V40 H62 Z"
        className="fill-background stroke-current"
      />
      <path d="M42 38 H54 V58 H42 Z" className="fill-background stroke-current" />
      <path d="M4 10 L48 2 L92 10" className="text-muted-foreground" />
    </>
  ),
};
