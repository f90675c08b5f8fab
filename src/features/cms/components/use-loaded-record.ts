import * as React from "react";
import { versionOf as versionIn, type ResourceDef, type Row } from "../define-resource";

/**
 * The record as the form loaded it. A background refetch (focus, another component, another
 * admin's save) must not remount the form and drop what is being typed: the form moves on to
 * the latest row only after its own save or a deliberate reload (`adopt`), and `formKey`
 * changes only then. `changedOnServer` says the latest row is newer than the loaded one.
 */
export function useLoadedRecord(
  def: Pick<ResourceDef, "versionColumn">,
  id: string | undefined,
  latest: Row | null | undefined,
) {
  const versionOf = (r: Row | null | undefined) => versionIn(def, r);
  const [loaded, setLoaded] = React.useState({ id, row: latest, loads: 0 });
  if (loaded.id !== id || (loaded.row == null && latest != null))
    setLoaded({ id, row: latest, loads: loaded.loads + 1 });
  const row = loaded.id === id && loaded.row != null ? loaded.row : latest;
  const adopt = React.useCallback(
    (next: Row) => setLoaded((prev) => ({ id: prev.id, row: next, loads: prev.loads + 1 })),
    [],
  );
  return {
    row,
    formKey: `${id ?? "new"}:${loaded.loads}`,
    changedOnServer: row != null && latest != null && versionOf(latest) !== versionOf(row),
    latestVersion: versionOf(latest),
    adopt,
  };
}
