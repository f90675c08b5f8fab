import { lazy, Suspense, useRef, useState } from "react";
import { ListPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { EnquiryProduct } from "../lib/enquiry-line";

const loadDialog = () => import("./add-to-enquiry-dialog");
const AddToEnquiryDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.AddToEnquiryDialog })),
);

/**
 * "Add to enquiry": the button is all a page carries; the dialog (form, list store, zod) is its
 * own chunk, loaded when the visitor reaches for the button.
 */
export function AddToEnquiry({
  product,
  size = "default",
  variant = "outline",
  className,
}: {
  product: EnquiryProduct;
  size?: "default" | "sm" | "lg";
  variant?: "outline" | "secondary" | "ghost";
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={button}
        size={size}
        variant={variant}
        className={cn(className)}
        aria-label={t("products.addToEnquiryFor", { name: product.name })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="add-to-enquiry"
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <ListPlus aria-hidden="true" />
        {t("products.addToEnquiry")}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AddToEnquiryDialog
            product={product}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) requestAnimationFrame(() => button.current?.focus());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
