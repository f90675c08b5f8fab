import { useMemo } from "react";

export function useFormats(locale: string) {
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const long = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    const number = new Intl.NumberFormat(locale);
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "language" });
    } catch {
      names = null;
    }
    const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return {
      shortDate: (iso: string) => short.format(day(iso)),
      longDate: (iso: string) => long.format(day(iso)),
      number: (n: number) => number.format(n),
      language: (code: string) => {
        try {
          return names?.of(code) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [locale]);
}
