import * as React from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useOptionsQuery } from "../../api/options-query";
import type { FilterDef } from "../../define-resource";
import { MissingTranslationSelect } from "../../translations/missing-translation-select";

/** One declared filter: a yes/no or relation select, a missing-translation select, or text. */
export function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const options = useOptionsQuery(filter.relation?.table ?? "", filter.relation?.label ?? "name");
  const id = `filter-${filter.name}`;
  const label = t(filter.label ?? `cms.fields.${filter.name}`);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-muted-foreground text-xs font-medium">
        {label}
      </label>
      {filter.kind === "translation" ? (
        <MissingTranslationSelect id={id} value={value} onChange={onChange} />
      ) : filter.kind === "text" ? (
        <FilterText id={id} value={value} onChange={onChange} />
      ) : (
        <NativeSelect
          id={id}
          className="w-44"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t("common.all")}</option>
          {filter.kind === "bool" ? (
            <>
              <option value="true">{t("common.yes")}</option>
              <option value="false">{t("common.no")}</option>
            </>
          ) : (
            options.data?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))
          )}
        </NativeSelect>
      )}
    </div>
  );
}

/** A text filter, applied on Enter or when the box is left. */
function FilterText({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = React.useState(value);
  const [prev, setPrev] = React.useState(value);
  if (prev !== value) {
    setPrev(value);
    setText(value);
  }
  return (
    <Input
      id={id}
      className="w-40"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => text !== value && onChange(text.trim())}
      onKeyDown={(e) => {
        if (e.key === "Enter") onChange(text.trim());
      }}
    />
  );
}
