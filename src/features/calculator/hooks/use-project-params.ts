import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { CalculatorParams } from "../lib/params";
import { isProjectSearch, parseProject, serializeProject } from "../lib/project";

/** A project's areas live in the URL (`?a=...&a=...`), so the estimate is shared by its link. */
export function useProjectParams() {
  const [search, setSearch] = useSearchParams();
  const isProject = isProjectSearch(search);
  const areas = useMemo(() => parseProject(search), [search]);
  const setAreas = useCallback(
    (next: (current: CalculatorParams[]) => CalculatorParams[]) => {
      setSearch((current) => serializeProject(next(parseProject(current))), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearch],
  );
  return { isProject, areas, setAreas };
}
