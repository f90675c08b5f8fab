import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import {
  addEnquiryLine,
  ENQUIRY_LINE_LIMITS as LIMITS,
  ENQUIRY_UNITS,
  isValidQuantity,
  type EnquiryUnit,
} from "@/entities/enquiry-list";
import { productPackSizesQueryOptions } from "@/entities/product";
import "../enquiry-strings";
import { catalogueLine, packOptions, type EnquiryProduct } from "../lib/enquiry-line";

/** Quantity, unit (a pack size of the product's, kg, litres or m²) and a note, added to the list. */
export function AddToEnquiryDialog({
  product,
  open,
  onOpenChange,
}: {
  product: EnquiryProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  // A card has no pack sizes: they are asked for when its dialog opens.
  const packQuery = useQuery({
    ...productPackSizesQueryOptions(product.slug),
    enabled: product.pack_sizes === undefined,
  });
  const packs = packOptions(product.pack_sizes ?? packQuery.data);
  const [unit, setUnit] = useState<EnquiryUnit | null>(null);
  const [packSize, setPackSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState("1");
  const [note, setNote] = useState("");
  const [touched, setTouched] = useState(false);

  // Until the visitor chooses, packs of the first size when the product has sizes, else kg.
  const chosenUnit: EnquiryUnit = unit ?? (packs.length > 0 ? "pack" : "kg");
  const chosenPack = packSize ?? packs[0]?.value ?? "";
  const amount = Number(quantity.replace(",", "."));
  const quantityError = isValidQuantity(amount)
    ? null
    : t("enquiry.errors.quantity", {
        max: new Intl.NumberFormat(i18n.language).format(LIMITS.quantityMax),
      });
  const noteError =
    note.length > LIMITS.noteMax ? t("enquiry.errors.noteLong", { max: LIMITS.noteMax }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (quantityError || noteError) return;
    const line = catalogueLine(product, {
      quantity: amount,
      unit: chosenUnit,
      packSize: chosenPack,
      note,
    });
    const result = addEnquiryLine(line);
    onOpenChange(false);
    if (result === "full") {
      toast.error(t("enquiry.toast.full", { max: LIMITS.maxLines }));
      return;
    }
    toast.success(
      t(result === "updated" ? "enquiry.toast.updated" : "enquiry.toast.added", {
        product: product.name,
      }),
      { action: { label: t("enquiry.toast.view"), onClick: () => void navigate("/enquiry") } },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} data-testid="add-to-enquiry-dialog">
        <DialogHeader>
          <DialogTitle>{t("enquiry.add.title")}</DialogTitle>
          <DialogDescription dir="auto">{product.name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-quantity`}>{t("enquiry.fields.quantity")}</Label>
              <Input
                id={`${id}-quantity`}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                onBlur={() => setTouched(true)}
                aria-invalid={touched && quantityError ? true : undefined}
                aria-describedby={touched && quantityError ? `${id}-quantity-error` : undefined}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-unit`}>{t("enquiry.fields.unit")}</Label>
              <NativeSelect
                id={`${id}-unit`}
                value={chosenUnit}
                onChange={(e) => setUnit(e.target.value as EnquiryUnit)}
              >
                {ENQUIRY_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {t(`enquiry.units.${u}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {touched && quantityError && (
            <p id={`${id}-quantity-error`} className="text-destructive -mt-2 text-sm">
              {quantityError}
            </p>
          )}
          {chosenUnit === "pack" && packs.length > 0 && (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-pack`}>{t("enquiry.fields.packSize")}</Label>
              <NativeSelect
                id={`${id}-pack`}
                value={chosenPack}
                onChange={(e) => setPackSize(e.target.value)}
              >
                {packs.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-note`}>{t("enquiry.fields.note")}</Label>
            <Textarea
              id={`${id}-note`}
              rows={2}
              value={note}
              placeholder={t("enquiry.fields.notePlaceholder")}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${id}-note-error` : undefined}
            />
            {noteError && (
              <p id={`${id}-note-error`} className="text-destructive text-sm">
                {noteError}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" data-testid="add-to-enquiry-submit">
              {t("enquiry.add.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
