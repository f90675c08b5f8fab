/**
 * Each content type's place in the back office: its path under /admin and its sidebar entry, read
 * from the declarations in resources/ at build time (scripts/vite/content-type-nav.ts). The
 * sidebar imports only this, so the admin frame does not carry the declarations themselves (their
 * schemas, columns and forms load with the content pages).
 */
export { CONTENT_TYPE_NAV } from "virtual:content-type-nav";
