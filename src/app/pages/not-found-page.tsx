import { ArrowLeft, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageMeta } from "@/features/seo";

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = q.replace(/\s+/g, " ").trim();
    void navigate(query ? `/products?${new URLSearchParams({ q: query })}` : "/products");
  };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageMeta route="*" title={t("notFound.title")} noindex />
      <p className="text-primary text-6xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("notFound.text")}</p>
      <Button asChild>
        <Link to="/">
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t("notFound.home")}
        </Link>
      </Button>
      <form
        role="search"
        onSubmit={submit}
        action="/products"
        className="mt-6 flex w-full flex-col gap-2 border-t pt-6 text-start"
      >
        <Label htmlFor="not-found-q">{t("notFound.searchLabel")}</Label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
              aria-hidden="true"
            />
            <Input
              id="not-found-q"
              type="search"
              name="q"
              value={q}
              maxLength={100}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t("notFound.searchPlaceholder")}
              className="ps-9"
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="outline">
            {t("notFound.searchButton")}
          </Button>
        </div>
      </form>
    </section>
  );
}
