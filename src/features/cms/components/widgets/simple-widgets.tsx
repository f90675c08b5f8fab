import * as React from "react";
import { Controller, useWatch } from "react-hook-form";
import { Link2, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { parseYouTubeId } from "@/lib/youtube";
import { cn } from "@/lib/utils";
import { useOptionsQuery } from "../../api/options-query";
import { slugify } from "@/lib/slug";
import type { WidgetProps } from "./types";

const aria = (p: WidgetProps) => ({
  id: p.id,
  "aria-describedby": p.describedBy,
  "aria-invalid": p.invalid || undefined,
});

export function TextWidget(p: WidgetProps) {
  const type = p.field.widget === "number" ? "number" : "text";
  // dir="auto": English content typed in the Arabic back office keeps its own direction.
  return <Input type={type} dir="auto" {...aria(p)} {...p.form.register(p.field.name)} />;
}

export function TextareaWidget(p: WidgetProps) {
  return <Textarea rows={5} dir="auto" {...aria(p)} {...p.form.register(p.field.name)} />;
}

/** Text with a live length counter against the recommended length (SEO titles, descriptions). */
export function CounterWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const value = String(useWatch({ control: p.form.control, name: p.field.name }) ?? "");
  const over = p.field.recommended !== undefined && value.length > p.field.recommended;
  const Comp = p.field.multiline ? Textarea : Input;
  return (
    <div className="grid gap-1">
      <Comp {...aria(p)} {...p.form.register(p.field.name)} />
      <span
        className={cn("text-xs tabular-nums", over ? "text-destructive" : "text-muted-foreground")}
        aria-live="polite"
      >
        {t("cms.counter", { count: value.length, recommended: p.field.recommended ?? 0 })}
      </span>
    </div>
  );
}

export function SwitchWidget(p: WidgetProps) {
  return (
    <Controller
      control={p.form.control}
      name={p.field.name}
      render={({ field }) => (
        <Switch
          {...aria(p)}
          checked={Boolean(field.value)}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

export function SelectWidget(p: WidgetProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect {...aria(p)} {...p.form.register(p.field.name)}>
      {p.field.options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label.startsWith("cms.") ? t(o.label) : o.label}
        </option>
      ))}
    </NativeSelect>
  );
}

export function RelationWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const rel = p.field.relation!;
  const options = useOptionsQuery(rel.table, rel.label);
  // Controlled, so the stored value shows once the options have loaded.
  return (
    <Controller
      control={p.form.control}
      name={p.field.name}
      render={({ field }) => (
        <NativeSelect
          {...aria(p)}
          name={field.name}
          ref={field.ref}
          value={String(field.value ?? "")}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          disabled={options.isPending}
        >
          <option value="">{t("cms.none")}</option>
          {options.data?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}

/** string[] edited one per line. */
export function LinesWidget(p: WidgetProps) {
  return (
    <Controller
      control={p.form.control}
      name={p.field.name}
      render={({ field }) => (
        <LinesInput
          {...aria(p)}
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function LinesInput({
  value,
  onChange,
  ...rest
}: { value: string[] | undefined; onChange: (v: string[]) => void } & Omit<
  React.ComponentProps<"textarea">,
  "value" | "onChange"
>) {
  const [text, setText] = React.useState(() => (value ?? []).join("\n"));
  const [prev, setPrev] = React.useState(value);
  if (value !== prev) {
    setPrev(value);
    if ((value ?? []).join("\n") !== text.replace(/\n+$/, "")) setText((value ?? []).join("\n"));
  }
  return (
    <Textarea
      rows={4}
      dir="auto"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const next = e.target.value.split("\n");
        setPrev(next);
        onChange(next);
      }}
      {...rest}
    />
  );
}

export function DateTimeWidget(p: WidgetProps) {
  return <Input type="datetime-local" {...aria(p)} {...p.form.register(p.field.name)} />;
}

/**
 * The slug: generated from its source field while the record is new; kept once saved, where
 * changing it is an explicit step that warns that links change.
 */
export function SlugWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { form, field, isNew } = p;
  const source = String(useWatch({ control: form.control, name: field.from ?? "name" }) ?? "");
  const [touched, setTouched] = React.useState(false);
  const [unlocked, setUnlocked] = React.useState(isNew);
  React.useEffect(() => {
    if (isNew && !touched) {
      form.setValue(field.name, slugify(source), { shouldDirty: true });
    }
  }, [isNew, touched, source, field.name, form]);
  const reg = form.register(field.name, { onChange: () => setTouched(true) });
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        {/* A slug is Latin text: the icon and the padding follow it, not the page, in Arabic. */}
        <div className="relative flex-1" dir="ltr">
          <Link2
            className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input {...aria(p)} {...reg} readOnly={!unlocked} dir="ltr" className="ps-9 font-mono" />
        </div>
        {!unlocked && (
          <Button type="button" variant="outline" onClick={() => setUnlocked(true)}>
            <Pencil aria-hidden="true" />
            {t("cms.slug.change")}
          </Button>
        )}
      </div>
      {!isNew && unlocked && (
        <Alert>
          <AlertDescription>{t("cms.slug.warning")}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

/** A YouTube URL or id; shows the video's thumbnail once an id can be read from it. */
export function YouTubeWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const value = String(useWatch({ control: p.form.control, name: p.field.name }) ?? "");
  const id = parseYouTubeId(value);
  return (
    <div className="grid gap-3">
      <Input
        {...aria(p)}
        {...p.form.register(p.field.name)}
        placeholder="https://www.youtube.com/watch?v=…"
      />
      {id ? (
        <figure className="grid gap-1">
          <img
            src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
            alt={t("cms.youtube.thumbnail", { id })}
            width={320}
            height={180}
            className="bg-muted aspect-video w-80 max-w-full rounded-md border object-cover"
          />
          <figcaption className="text-muted-foreground font-mono text-xs">{id}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
