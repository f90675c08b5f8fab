import type { ComponentProps } from "react";

/**
 * The bots' field: off-screen, out of the tab order and hidden from assistive technology; a
 * value in it marks the submission as a bot's (the database drops it and answers as if stored).
 */
export function HoneypotField({ label, ...input }: { label: string } & ComponentProps<"input">) {
  return (
    <div
      aria-hidden="true"
      className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden"
    >
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...input} />
      </label>
    </div>
  );
}
