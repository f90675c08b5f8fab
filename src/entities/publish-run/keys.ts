/** Every query that shows publishing state lives under `all`. */
export const publishKeys = {
  all: ["publish"] as const,
  latestRun: () => [...publishKeys.all, "latest-run"] as const,
  changesSince: (since: string | null) => [...publishKeys.all, "changes-since", since] as const,
};
