import { FileText, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { MediaObject } from "@/entities/media-object";
import { fileName, formatSize } from "../lib/library-filter";
import { groupUsages } from "../lib/usage-target";

/** One file: its preview, name, size, dimensions, alt text and where it is used (or Delete). */
export function MediaCard({
  object,
  onDelete,
}: {
  object: MediaObject;
  onDelete: (object: MediaObject) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = fileName(object.name);
  const image = object.mimetype?.startsWith("image/") ?? false;
  return (
    <li
      className="bg-card flex min-w-0 flex-col overflow-hidden rounded-lg border"
      data-testid="media-card"
      data-name={object.name}
    >
      <a
        href={object.url}
        target="_blank"
        rel="noreferrer"
        className="bg-muted focus-visible:ring-ring flex aspect-[4/3] items-center justify-center focus-visible:ring-2 focus-visible:outline-none"
        aria-label={t("admin.media.open", { name })}
      >
        {image ? (
          <img
            src={object.url}
            alt=""
            loading="lazy"
            decoding="async"
            width={object.width ?? 320}
            height={object.height ?? 240}
            className="size-full object-contain"
          />
        ) : (
          <FileText className="text-muted-foreground size-12" aria-hidden="true" />
        )}
      </a>
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="truncate font-medium" dir="ltr" title={object.name}>
          {name}
        </p>
        <p className="text-muted-foreground flex flex-wrap gap-x-3 text-xs">
          <span data-testid="media-size">{formatSize(object.totalSize, i18n.language)}</span>
          {object.width && object.height ? (
            <span dir="ltr">
              {object.width} × {object.height}
            </span>
          ) : null}
          {object.variants.length > 0 && (
            <span>{t("admin.media.variants", { n: object.variants.length })}</span>
          )}
        </p>
        {image && (
          <p className="text-xs" dir="auto">
            {object.alt ? (
              <>
                <span className="text-muted-foreground">{t("admin.media.alt")} </span>
                {object.alt}
              </>
            ) : (
              <span className="text-muted-foreground italic">{t("admin.media.noAlt")}</span>
            )}
          </p>
        )}
        {object.usages.length > 0 ? (
          <div className="mt-auto">
            <p className="text-muted-foreground text-xs font-medium">{t("admin.media.usedIn")}</p>
            <ul className="mt-1 grid gap-1" data-testid="media-usages">
              {groupUsages(object.usages).map((group) => {
                const text = [
                  t(group.labelKey),
                  group.label,
                  group.columns.map((c) => t(`cms.fields.${c}`, { defaultValue: c })).join(", "),
                  group.languages.join(", "),
                ]
                  .filter(Boolean)
                  .join(" · ");
                return (
                  <li key={group.key} className="text-xs break-words">
                    {group.to ? (
                      <Link
                        to={group.to}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : (
          <div className="mt-auto flex items-center justify-between gap-2">
            <Badge variant="outline">{t("admin.media.unused")}</Badge>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive"
              onClick={() => onDelete(object)}
              aria-label={t("admin.media.deleteNamed", { name })}
            >
              <Trash2 aria-hidden="true" />
              {t("admin.media.delete")}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
