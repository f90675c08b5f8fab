export const sessionKeys = {
  all: ["session"] as const,
  factors: () => [...sessionKeys.all, "factors"] as const,
};
