/**
 * The treated area of each surface type (CALCULATOR.md, Formula 1). All inputs in metres,
 * already validated (finite, positive where required). P = 2 (L + W).
 */
export const SURFACE_TYPES = ["terrace", "bathroom", "basement", "tank", "wall"] as const;
export type SurfaceType = (typeof SURFACE_TYPES)[number];

export const DEFAULT_DOOR_AREA = 1.95;
export const DEFAULT_WINDOW_AREA = 1.39;
export const DEFAULT_UPTURN = 0.3;

export interface AreaDimensions {
  length: number;
  width: number;
  /** Terrace: upturn; bathroom: wall band; basement: depth; tank and wall: height. */
  height: number;
  /** Bathroom: shower-wall width x height (both 0 when none). */
  showerWidth?: number;
  showerHeight?: number;
  /** Basement: include the floor. */
  includeFloor?: boolean;
  /** Tank: include the soffit (the underside of the top slab). */
  includeSoffit?: boolean;
  /** External wall: openings. */
  doors?: number;
  windows?: number;
  doorArea?: number;
  windowArea?: number;
}

export type AreaPartKey =
  "floor" | "upturn" | "band" | "shower" | "walls" | "soffit" | "doors" | "windows";

export interface AreaPart {
  key: AreaPartKey;
  /** Signed: openings are negative. */
  value: number;
}

export interface AreaBreakdown {
  perimeter: number;
  parts: AreaPart[];
  total: number;
}

export function perimeter(length: number, width: number): number {
  return 2 * (length + width);
}

export function treatedArea(surface: SurfaceType, d: AreaDimensions): AreaBreakdown {
  const P = perimeter(d.length, d.width);
  const floor = d.length * d.width;
  const parts: AreaPart[] = [];
  switch (surface) {
    case "terrace":
      parts.push({ key: "floor", value: floor }, { key: "upturn", value: P * d.height });
      break;
    case "bathroom": {
      parts.push({ key: "floor", value: floor }, { key: "band", value: P * d.height });
      const shower = (d.showerWidth ?? 0) * (d.showerHeight ?? 0);
      if (shower > 0) parts.push({ key: "shower", value: shower });
      break;
    }
    case "basement":
      parts.push({ key: "walls", value: P * d.height });
      if (d.includeFloor) parts.push({ key: "floor", value: floor });
      break;
    case "tank":
      parts.push({ key: "floor", value: floor }, { key: "walls", value: P * d.height });
      if (d.includeSoffit) parts.push({ key: "soffit", value: floor });
      break;
    case "wall": {
      parts.push({ key: "walls", value: P * d.height });
      const doors = (d.doors ?? 0) * (d.doorArea ?? DEFAULT_DOOR_AREA);
      const windows = (d.windows ?? 0) * (d.windowArea ?? DEFAULT_WINDOW_AREA);
      if (doors > 0) parts.push({ key: "doors", value: -doors });
      if (windows > 0) parts.push({ key: "windows", value: -windows });
      break;
    }
  }
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  return { perimeter: P, parts, total };
}
