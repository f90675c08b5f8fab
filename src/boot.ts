// The page's only script in the HTML: its styles, then the app once the prerendered page is on
// screen. The app (React, the router, i18next: most of the JavaScript) is a chunk of its own,
// fetched and run after the first paint, so a phone shows the page before it does that work.
// Until it has started, taps on the page's controls are recorded for it to replay, and page
// protection (as the prerender wrote the site's switch) already blocks the context menu.
import "./index.css";
import { afterFirstPaint } from "./app/after-first-paint";
import { listenForProtection } from "./features/protection/lib/listeners";
import { recordTaps } from "./lib/tap-replay";

recordTaps();
listenForProtection();
void afterFirstPaint().then(() => import("./main"));
