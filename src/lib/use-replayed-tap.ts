import { useEffect, type RefObject } from "react";
import { takeTap } from "./tap-replay";

/** A control's replay (./tap-replay.ts): once it is hydrated, a tap it missed clicks it. */
export function useReplayedTap(id: string | null, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (id && ref.current && takeTap(id)) ref.current.click();
  }, [id, ref]);
}
