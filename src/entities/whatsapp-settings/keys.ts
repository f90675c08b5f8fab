/** Every query that shows whatsapp_settings lives under `whatsappKeys.all`. */
export const whatsappKeys = {
  all: ["whatsapp-settings"] as const,
  /** Without a language: the prefix of every language's entry. */
  active: (lang?: string) =>
    lang
      ? ([...whatsappKeys.all, "active", lang] as const)
      : ([...whatsappKeys.all, "active"] as const),
  /** The active number alone (product enquiries). */
  number: () => [...whatsappKeys.all, "number"] as const,
  admin: () => [...whatsappKeys.all, "admin"] as const,
};
