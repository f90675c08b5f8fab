/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Supabase API (the local stack or a hosted project). */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's public anon key; never the service_role key. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The site's public origin (canonical, hreflang, sitemap URLs); set by production builds. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
