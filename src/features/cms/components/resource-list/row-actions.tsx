import { MoreHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ResourceDef, Row } from "../../define-resource";

/** A row's menu: edit the record. */
export function RowActions({ def, row }: { def: ResourceDef; row: Row }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t("cms.list.rowActions", { name: String(row[def.titleField] ?? "") })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36 p-1">
        <Link
          to={`/admin/${def.path}/${row.id}`}
          className="hover:bg-accent focus-visible:bg-accent block rounded-sm px-2 py-1.5 text-sm outline-none"
        >
          {t("common.edit")}
        </Link>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
