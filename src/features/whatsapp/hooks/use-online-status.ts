import { useEffect, useState } from "react";
import { AVAILABILITY_CHECK_MS, isWithinHours } from "../lib/availability";
import type { AvailabilityHours } from "@/entities/whatsapp-settings";

/** Whether the business is inside its hours now, recomputed every minute. */
export function useOnlineStatus(hours: AvailabilityHours): boolean {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), AVAILABILITY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return isWithinHours(now, hours);
}
