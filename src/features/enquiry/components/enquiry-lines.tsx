import { useId, useState } from "react";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  ENQUIRY_LINE_LIMITS as LIMITS,
  ENQUIRY_UNITS,
  isValidQuantity,
  removeEnquiryLine,
  updateEnquiryLine,
  type EnquiryLine,
  type EnquiryUnit,
} from "@/entities/enquiry-list";
import { productPath } from "@/entities/product";
import { formatQuantity, originText } from "../lib/quantity-text";

/** The list's lines, each editable (quantity, unit, note) and removable; changes are kept at once. */
export function EnquiryLines({
  lines,
  onValidityChange,
}: {
  lines: readonly EnquiryLine[];
  /** Called with a line's id and whether its typed values can be sent. */
  onValidityChange: (id: string, valid: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="enquiry-lines-title" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="enquiry-lines-title" className="text-xl font-semibold">
          {t("enquiry.lines.title")}
        </h2>
        <p className="text-muted-foreground text-sm" data-testid="enquiry-line-count">
          {t("enquiry.lines.count", { count: lines.length })}
        </p>
      </div>
      <ol className="space-y-3">
        {lines.map((line) => (
          <LineEditor key={line.id} line={line} onValidityChange={onValidityChange} />
        ))}
      </ol>
    </section>
  );
}

function LineEditor({
  line,
  onValidityChange,
}: {
  line: EnquiryLine;
  onValidityChange: (id: string, valid: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // What the visitor types; the list keeps the last valid quantity.
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [note, setNote] = useState(line.note);
  const amount = Number(quantity.replace(",", "."));
  const quantityValid = isValidQuantity(amount);
  const noteValid = note.length <= LIMITS.noteMax;
  const working = originText(line.origin, t);
  const name = line.productName;

  const changeQuantity = (value: string) => {
    setQuantity(value);
    const next = Number(value.replace(",", "."));
    const valid = isValidQuantity(next);
    if (valid) updateEnquiryLine(line.id, { quantity: next });
    onValidityChange(line.id, valid && noteValid);
  };
  const changeNote = (value: string) => {
    setNote(value);
    const valid = value.length <= LIMITS.noteMax;
    if (valid) updateEnquiryLine(line.id, { note: value });
    onValidityChange(line.id, valid && quantityValid);
  };

  return (
    <li className="bg-card rounded-lg border p-3 sm:p-4" data-testid="enquiry-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 dir="auto" className="font-medium break-words">
            {line.productSlug ? (
              <Link to={productPath(line.productSlug)} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          {working && (
            <p dir="auto" className="text-muted-foreground mt-0.5 text-sm">
              {t("enquiry.lines.fromCalculator", { details: working })}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-me-2 -mt-1 shrink-0"
          aria-label={t("enquiry.lines.remove", { product: name })}
          onClick={() => {
            onValidityChange(line.id, true);
            removeEnquiryLine(line.id);
          }}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[8rem_minmax(0,12rem)_minmax(0,1fr)]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-quantity`}>{t("enquiry.fields.quantity")}</Label>
          <Input
            id={`${id}-quantity`}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={quantity}
            onChange={(e) => changeQuantity(e.target.value)}
            aria-invalid={quantityValid ? undefined : true}
            aria-describedby={quantityValid ? undefined : `${id}-quantity-error`}
            data-testid="enquiry-line-quantity"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-unit`}>{t("enquiry.fields.unit")}</Label>
          <NativeSelect
            id={`${id}-unit`}
            value={line.unit}
            onChange={(e) => updateEnquiryLine(line.id, { unit: e.target.value as EnquiryUnit })}
          >
            {ENQUIRY_UNITS.map((u) => (
              <option key={u} value={u}>
                {u === "pack" && line.packSize
                  ? `${t("enquiry.units.pack")} (${line.packSize})`
                  : t(`enquiry.units.${u}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-note`}>{t("enquiry.fields.note")}</Label>
          <Input
            id={`${id}-note`}
            value={note}
            placeholder={t("enquiry.fields.notePlaceholder")}
            onChange={(e) => changeNote(e.target.value)}
            aria-invalid={noteValid ? undefined : true}
            aria-describedby={noteValid ? undefined : `${id}-note-error`}
          />
        </div>
      </div>
      {!quantityValid && (
        <p id={`${id}-quantity-error`} className="text-destructive mt-2 text-sm">
          {t("enquiry.errors.quantity", {
            max: formatQuantity(LIMITS.quantityMax, i18n.language),
          })}
        </p>
      )}
      {!noteValid && (
        <p id={`${id}-note-error`} className="text-destructive mt-2 text-sm">
          {t("enquiry.errors.noteLong", { max: LIMITS.noteMax })}
        </p>
      )}
    </li>
  );
}
