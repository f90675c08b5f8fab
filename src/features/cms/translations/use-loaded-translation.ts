import * as React from "react";
import { useRecordTranslationsQuery } from "../api/record-translations-query";
import type { TranslationDef } from "./translatable";

/**
 * A record's translations, and the row of `language` as the editor loaded it. A background
 * refetch (another admin's save, another component mounting the query) must not remount the
 * editor and drop what is being typed: the editor moves on to the latest row only after a save
 * or a deliberate reload (`loadLatest`), and `editorKey` changes only then.
 */
export function useLoadedTranslation(tdef: TranslationDef, id: string, language: string) {
  const translations = useRecordTranslationsQuery(tdef, id);
  const latest = translations.data?.find((r) => r.language === language) ?? null;
  const [loads, setLoads] = React.useState(0);
  const version = `${language}:${loads}:${translations.isPending ? "pending" : "ready"}`;
  const [loaded, setLoaded] = React.useState({ version, translation: latest });
  if (loaded.version !== version) setLoaded({ version, translation: latest });
  return {
    translations,
    translation: loaded.version === version ? loaded.translation : latest,
    editorKey: `${language}:${loads}`,
    /** This language's row on the server now: its updated_at, null if none, undefined loading. */
    latestVersion: translations.data ? (latest?.updated_at ?? null) : undefined,
    loadLatest: () => void translations.refetch().then(() => setLoads((n) => n + 1)),
  };
}
