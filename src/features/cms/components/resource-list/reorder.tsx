import * as React from "react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
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
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import type { ListParams, ListResult } from "../../api/resource-list-query";
import { useReorderMutation } from "../../api/resource-reorder-mutation";
import type { ResourceDef, Row } from "../../define-resource";
import { reorderPage } from "../../lib/reorder";

type Subset = NonNullable<ResourceDef["list"]["reorderSubsets"]>[number];

/**
 * Reordering needs the list in sort_order: the whole list, or a subset (featured products).
 * Returns whether the list is in reorder mode, and the subset if any.
 */
export function reorderModeOf(def: ResourceDef, params: ListParams) {
  const filtered = params.q !== "" || Object.keys(params.filters).length > 0;
  const subset = def.list.reorderSubsets?.find(
    (s) =>
      params.q === "" &&
      JSON.stringify(Object.entries(params.filters).sort()) ===
        JSON.stringify(Object.entries(s.filters).sort()),
  );
  const enabled =
    Boolean(def.list.reorderable) &&
    params.sort === "sort_order" &&
    params.ascending &&
    (!filtered || subset !== undefined);
  return { enabled, subset: subset as Subset | undefined };
}

/** The page's rows as shown (a reordered page until the refetched list arrives) and `move`. */
export function useReorder(
  def: ResourceDef,
  params: ListParams,
  data: ListResult | undefined,
  subset: Subset | undefined,
) {
  const { t } = useTranslation();
  const reorder = useReorderMutation(def);
  const [order, setOrder] = React.useState<{ for: unknown; rows: Row[] } | null>(null);
  const rows = order && order.for === data ? order.rows : (data?.rows ?? []);

  function move(from: number, to: number) {
    if (to < 0 || to >= rows.length) return;
    const next = reorderPage(
      rows,
      from,
      to,
      subset ? { kind: "slots" } : { kind: "renumber", base: (params.page - 1) * params.size },
    );
    setOrder({ for: data, rows: next.rows });
    reorder.mutate(next.changes, {
      onSuccess: () =>
        toast.success(t("cms.reorder.saved", { name: String(rows[from]?.[def.titleField] ?? "") })),
      onError: () => {
        setOrder(null);
        toast.error(t("cms.reorder.failed"));
      },
    });
  }
  return { rows, move, busy: reorder.isPending };
}

/** Drag and drop around the table: rows are dragged by their handle when `enabled`. */
export function ReorderContext({
  rows,
  enabled,
  onMove,
  children,
}: {
  rows: Row[];
  enabled: boolean;
  onMove: (from: number, to: number) => void;
  children: React.ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = rows.findIndex((r) => String(r.id) === e.active.id);
    const to = rows.findIndex((r) => String(r.id) === e.over!.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={rows.map((r) => String(r.id))}
        strategy={verticalListSortingStrategy}
        disabled={!enabled}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

export function SortableRow({
  id,
  enabled,
  selected,
  handle,
  children,
}: {
  id: string;
  enabled: boolean;
  selected: boolean;
  handle: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
  });
  return (
    <TableRow
      ref={setNodeRef}
      data-state={selected ? "selected" : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "bg-accent relative z-10" : undefined}
    >
      {enabled && (
        <TableCell>
          <div className="flex items-center gap-1">
            <button
              type="button"
              className="text-muted-foreground hover:text-foreground cursor-grab touch-none rounded p-1"
              aria-label={t("cms.reorder.drag")}
              {...attributes}
              {...listeners}
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
            {handle}
          </div>
        </TableCell>
      )}
      {children}
    </TableRow>
  );
}

export function ReorderButtons({
  name,
  first,
  last,
  busy,
  onUp,
  onDown,
}: {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={first || busy}
        aria-label={t("cms.reorder.up", { name })}
        onClick={onUp}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={last || busy}
        aria-label={t("cms.reorder.down", { name })}
        onClick={onDown}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
