export const whatsappKeys = {
  all: ["whatsapp-settings"] as const,
  active: () => [...whatsappKeys.all, "active"] as const,
  admin: () => [...whatsappKeys.all, "admin"] as const,
};
