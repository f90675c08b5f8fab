import { useState } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from "lucide-react";
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { MAX_AUTO_REPLIES, type WhatsAppSettingsForm } from "../schemas/settings-schema";

interface RowProps {
  id: string;
  index: number;
  count: number;
  register: UseFormRegister<WhatsAppSettingsForm>;
  errors: FieldErrors<WhatsAppSettingsForm>["auto_replies"];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="text-destructive text-sm">
      {t(message)}
    </p>
  );
}

function ReplyRow({ id, index, count, register, errors, onMove, onRemove }: RowProps) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const number = index + 1;
  const err = Array.isArray(errors) ? errors[index] : undefined;
  const base = `auto-reply-${id}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "bg-card flex gap-2 rounded-md border p-3",
        isDragging && "relative z-10 shadow-lg",
      )}
      data-testid="auto-reply"
      aria-label={t("whatsapp.admin.reply.label", { number })}
    >
      <div className="flex flex-col items-center gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t("whatsapp.admin.reply.drag", { number })}
          className="text-muted-foreground hover:bg-accent focus-visible:ring-ring cursor-grab touch-none rounded-sm p-1 focus-visible:ring-2 focus-visible:outline-none"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          disabled={index === 0}
          aria-label={t("whatsapp.admin.reply.moveUp", { number })}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          disabled={index === count - 1}
          aria-label={t("whatsapp.admin.reply.moveDown", { number })}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${base}-trigger`}>{t("whatsapp.admin.fields.trigger")}</Label>
          <Input
            id={`${base}-trigger`}
            dir="auto"
            aria-invalid={err?.trigger ? true : undefined}
            aria-describedby={err?.trigger ? `${base}-trigger-error` : undefined}
            {...register(`auto_replies.${index}.trigger`)}
          />
          <FieldError id={`${base}-trigger-error`} message={err?.trigger?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${base}-response`}>{t("whatsapp.admin.fields.response")}</Label>
          <Textarea
            id={`${base}-response`}
            rows={2}
            dir="auto"
            aria-invalid={err?.response ? true : undefined}
            aria-describedby={err?.response ? `${base}-response-error` : undefined}
            {...register(`auto_replies.${index}.response`)}
          />
          <FieldError id={`${base}-response-error`} message={err?.response?.message} />
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive size-8 shrink-0"
        aria-label={t("whatsapp.admin.reply.remove", { number })}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The auto replies: add, remove, reorder by dragging (pointer or keyboard) or arrow buttons. */
export function AutoRepliesEditor({
  control,
  register,
  errors,
}: {
  control: Control<WhatsAppSettingsForm>;
  register: UseFormRegister<WhatsAppSettingsForm>;
  errors: FieldErrors<WhatsAppSettingsForm>["auto_replies"];
}) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({ control, name: "auto_replies" });
  const [announcement, setAnnouncement] = useState("");
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    setAnnouncement(t("whatsapp.admin.reply.moved", { position: to + 1, total: fields.length }));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((f) => f.id === active.id);
    const to = fields.findIndex((f) => f.id === over.id);
    if (from >= 0 && to >= 0) moveTo(from, to);
  };

  return (
    <div className="space-y-3">
      <p className="text-muted-foreground text-sm">{t("whatsapp.admin.fields.autoRepliesHelp")}</p>
      {fields.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-4 text-center text-sm">
          {t("whatsapp.admin.fields.noAutoReplies")}
        </p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-2">
              {fields.map((field, index) => (
                <ReplyRow
                  key={field.id}
                  id={field.id}
                  index={index}
                  count={fields.length}
                  register={register}
                  errors={errors}
                  onMove={moveTo}
                  onRemove={remove}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {fields.length >= MAX_AUTO_REPLIES ? (
        <p className="text-muted-foreground text-sm">
          {t("whatsapp.admin.reply.limit", { count: MAX_AUTO_REPLIES })}
        </p>
      ) : (
        <Button variant="outline" onClick={() => append({ trigger: "", response: "" })}>
          <Plus aria-hidden="true" />
          {t("whatsapp.admin.reply.add")}
        </Button>
      )}
    </div>
  );
}
