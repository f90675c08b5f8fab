export const whatsappKeys = {
  all: ["whatsapp-settings"] as const,
  /** Without a language: the prefix of every language's entry (for invalidation). */
  active: (lang?: string) =>
    lang
      ? ([...whatsappKeys.all, "active", lang] as const)
      : ([...whatsappKeys.all, "active"] as const),
  admin: () => [...whatsappKeys.all, "admin"] as const,
};
