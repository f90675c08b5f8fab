export const servicesKeys = {
  all: ["services"] as const,
  list: () => [...servicesKeys.all, "list"] as const,
  detail: (slug: string) => [...servicesKeys.all, "detail", slug] as const,
};
