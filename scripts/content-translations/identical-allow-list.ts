/**
 * English values a translation may keep as they are: names made only of brands and models, which
 * every language writes in Latin letters. Anything else identical to English is untranslated.
 */
export const IDENTICAL_ALLOWED: ReadonlySet<string> = new Set([
  "JalKavach PU 1600",
  "NeerShield Flex 2K",
  "NeerShield Rigid 1K",
  "Sthira Integral WP",
  "Sthira Rebar Guard",
  "Kalasetu Stone Fix S1",
  "Kalasetu Tile Fix C2TE",
  "SetuFix Epoxy Bond",
  "DhruvaBit Peel & Stick 1.5",
]);
