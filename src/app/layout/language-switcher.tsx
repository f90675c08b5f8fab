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
} from "@/components/ui/dropdown-menu";
import { LANGUAGES, findLanguage } from "@/i18n/languages";
import { changeLanguage } from "@/i18n/setup";

export function LanguageSwitcher({ showName = false }: { showName?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = findLanguage(i18n.language) ?? LANGUAGES[0];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={showName ? "default" : "icon"}
          aria-label={t("nav.chooseLanguage")}
          data-testid="language-switcher"
        >
          <Languages aria-hidden="true" />
          {showName && <span lang={current?.code}>{current?.name}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80">
        <DropdownMenuLabel>{t("nav.language")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current?.code}
          onValueChange={(code) => {
            void changeLanguage(code);
          }}
        >
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
