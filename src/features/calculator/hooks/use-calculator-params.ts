import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { parseParams, serializeParams, type CalculatorParams } from "../lib/params";

/** The calculator's inputs live in the URL (replace, not push: typing makes no history). */
export function useCalculatorParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseParams(search), [search]);
  const update = useCallback(
    (patch: Partial<CalculatorParams>) => {
      setSearch((current) => serializeParams({ ...parseParams(current), ...patch }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearch],
  );
  return [params, update] as const;
}
