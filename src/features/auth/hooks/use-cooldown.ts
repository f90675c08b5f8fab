import { useEffect, useState } from "react";

/** Seconds left of a cooldown (e.g. before a mail may be sent again), and a way to start one. */
export function useCooldown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  ];
}
