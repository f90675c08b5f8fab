export { ThemeProvider } from "./theme-provider";
export { ThemeToggle } from "./theme-toggle";
export { useTheme } from "./theme-context";
export { THEME_STORAGE_KEY } from "./theme";
