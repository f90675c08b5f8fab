import { useTranslation } from "react-i18next";

/** A translated page heading; later issues replace these pages with their real content. */
export function PlaceholderPage({ titleKey, textKey }: { titleKey: string; textKey?: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(titleKey)}</h1>
      {textKey && <p className="text-muted-foreground mt-3 max-w-3xl text-lg">{t(textKey)}</p>}
    </section>
  );
}
