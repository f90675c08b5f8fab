import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/native-select";
import { useLanguageName } from "./language-label";
import { TRANSLATION_LANGUAGES } from "./translatable";

/** The list filter "missing translations in <language>": its value is a language code. */
export function MissingTranslationSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const options = TRANSLATION_LANGUAGES.map((l) => ({ code: l.code, name: nameOf(l.code) }));
  return (
    <NativeSelect id={id} className="w-48" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t("translations.filter.off")}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </NativeSelect>
  );
}
