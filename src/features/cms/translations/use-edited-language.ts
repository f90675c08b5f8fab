import * as React from "react";
import { useSearchParams } from "react-router";
import { isTranslationLanguage } from "./translatable";

/** The form page's content language in the URL (?lang=mr); English (the source) without it. */
export function useEditedLanguage(): [string, (code: string) => void] {
  const [search, setSearch] = useSearchParams();
  const param = search.get("lang");
  const language = param && isTranslationLanguage(param) ? param : "en";
  const set = React.useCallback(
    (code: string) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (code === "en") next.delete("lang");
          else next.set("lang", code);
          return next;
        },
        { replace: false },
      ),
    [setSearch],
  );
  return [language, set];
}
