import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  parseCatalogueState,
  serializeCatalogueState,
  updateCatalogueState,
  type CatalogueState,
} from "../lib/url-state";

/** The catalogue's view, read from and written to the URL (each change is a history entry). */
export function useCatalogueState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogueState(params), [params]);
  const update = useCallback(
    (change: Partial<CatalogueState>, options?: { replace?: boolean }) => {
      setParams(serializeCatalogueState(updateCatalogueState(state, change)), options);
    },
    [setParams, state],
  );
  const hrefFor = useCallback(
    (change: Partial<CatalogueState>) => {
      const query = serializeCatalogueState(updateCatalogueState(state, change)).toString();
      return query ? `?${query}` : "?";
    },
    [state],
  );
  return { state, update, hrefFor };
}
