import { Skeleton } from "@/components/ui/skeleton";

/** A card's placeholder with the card's exact boxes, so nothing moves when data arrives. */
export function ProductCardSkeleton({ withAction = false }: { withAction?: boolean }) {
  return (
    <div className="bg-card flex flex-col overflow-hidden rounded-lg border" aria-hidden="true">
      <Skeleton className="aspect-square rounded-none border-b" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-5.5 w-24 rounded-full" />
        <div className="flex min-h-[2lh] flex-col justify-center gap-1.5 text-base leading-snug sm:text-lg">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <div className="flex min-h-[1lh] items-center text-sm">
          <Skeleton className="h-3.5 w-5/6" />
        </div>
        <div className="mt-auto flex min-h-[1lh] items-center pt-1 text-sm">
          <Skeleton className="h-3.5 w-20" />
        </div>
        {withAction && (
          <div className="pt-1">
            <Skeleton className="h-8 w-full" />
          </div>
        )}
      </div>
    </div>
  );
}
