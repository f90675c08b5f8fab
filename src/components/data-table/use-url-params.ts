import { useCallback, useLayoutEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LatestParams } from "./latest-params";

export type UpdateParams = (
  change: (latest: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void;

/**
 * The page's search params and a writer that applies each change to the latest params (a
 * functional update), so writes made close together merge instead of overwriting each other.
 * Writes replace the history entry unless told otherwise.
 */
export function useUrlParams(): [URLSearchParams, UpdateParams] {
  const location = useLocation();
  const navigate = useNavigate();
  const [tracker] = useState(() => new LatestParams(location.search));
  useLayoutEffect(() => tracker.observe(location.search), [tracker, location.key, location.search]);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const update = useCallback<UpdateParams>(
    (change, { replace = true } = {}) => {
      const next = tracker.write(change);
      void navigate(`?${next}`, { replace });
    },
    [tracker, navigate],
  );
  return [params, update];
}
