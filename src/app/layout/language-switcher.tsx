import { useRef } from "react";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/deferred-dropdown-menu";
import { LANGUAGES, findLanguage } from "@/i18n/languages";
import { useReplayedTap } from "@/lib/use-replayed-tap";
import { changeLanguage, LANGUAGE_STORAGE_KEY } from "@/i18n/setup";
import { isPrivatePath, localizedPath, splitLanguagePath } from "@/i18n/url-language";

/**
 * A public page moves to the same page under the chosen language's prefix (a new page load: each
 * language's pages are prerendered); the back office just switches its language.
 */
function chooseLanguage(code: string) {
  const { path } = splitLanguagePath(window.location.pathname);
  if (isPrivatePath(path)) {
    void changeLanguage(code);
    return;
  }
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage unavailable: the URL alone carries the choice.
  }
  const { search, hash } = window.location;
  window.location.assign(`${localizedPath(path, code)}${search}${hash}`);
}

export function LanguageSwitcher({ showName = false }: { showName?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = findLanguage(i18n.language) ?? LANGUAGES[0];
  const button = useRef<HTMLButtonElement>(null);
  // The header's switcher is in the prerendered page: a tap on it before the app starts replays.
  const replayId = showName ? null : "language";
  useReplayedTap(replayId, button);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={button}
          variant="ghost"
          size={showName ? "default" : "icon"}
          data-replay={replayId ?? undefined}
          aria-label={t("nav.chooseLanguage")}
          data-testid="language-switcher"
        >
          <Languages aria-hidden="true" />
          {showName && <span lang={current?.code}>{current?.name}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80">
        <DropdownMenuLabel>{t("nav.language")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current?.code} onValueChange={chooseLanguage}>
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem
              key={language.code}
              value={language.code}
              lang={language.code}
              dir={language.dir}
            >
              {language.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
