export interface NavItem {
  to: string;
  labelKey: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", labelKey: "nav.home" },
  { to: "/products", labelKey: "nav.products" },
  { to: "/services", labelKey: "nav.services" },
  { to: "/transport", labelKey: "nav.transport" },
  { to: "/exports", labelKey: "nav.exports" },
  { to: "/about", labelKey: "nav.about" },
  { to: "/contact", labelKey: "nav.contact" },
];
