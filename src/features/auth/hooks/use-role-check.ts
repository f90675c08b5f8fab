import { useEffect, useState } from "react";

export type RoleStatus = "unknown" | "granted" | "denied";

/** Tri-state role check for the signed-in user: unknown while running, then granted or denied. */
export function useRoleCheck(
  userId: string | null,
  check: (userId: string) => Promise<boolean>,
): RoleStatus {
  const [result, setResult] = useState<{ userId: string; granted: boolean } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    check(userId)
      .catch(() => false)
      .then((granted) => {
        if (active) setResult({ userId, granted });
      });
    return () => {
      active = false;
    };
  }, [userId, check]);
  if (!userId || result?.userId !== userId) return "unknown";
  return result.granted ? "granted" : "denied";
}
