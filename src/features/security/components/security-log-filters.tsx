import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { SecurityEventFilters } from "@/entities/security-event";
import { SECURITY_EVENT_TYPES } from "../lib/event-filters";

/** The log's filters: event type, user, date range. `onChange` takes a URL parameter. */
export function SecurityLogFilters({
  filters,
  people,
  onChange,
}: {
  filters: SecurityEventFilters;
  people: { id: string; email: string | null }[];
  onChange: (param: "type" | "user" | "from" | "to", value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="log-type">{t("admin.security.filters.type")}</Label>
        <NativeSelect
          id="log-type"
          value={filters.type}
          onChange={(e) => onChange("type", e.target.value)}
        >
          <option value="">{t("admin.security.filters.allTypes")}</option>
          {SECURITY_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.security.types.${type}`, { defaultValue: type })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="log-user">{t("admin.security.filters.user")}</Label>
        <NativeSelect
          id="log-user"
          value={filters.userId}
          onChange={(e) => onChange("user", e.target.value)}
        >
          <option value="">{t("admin.security.filters.allUsers")}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.email}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="log-from">{t("admin.security.filters.from")}</Label>
        <Input
          id="log-from"
          type="date"
          value={filters.from}
          onChange={(e) => onChange("from", e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="log-to">{t("admin.security.filters.to")}</Label>
        <Input
          id="log-to"
          type="date"
          value={filters.to}
          onChange={(e) => onChange("to", e.target.value)}
        />
      </div>
    </>
  );
}
