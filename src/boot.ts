// The page's only script in the HTML: its styles, then the app once the prerendered page is on
// screen. The app (React, the router, i18next: most of the JavaScript) is a chunk of its own,
// fetched and run after the first paint, so a phone shows the page before it does that work.
import "./index.css";
import { afterFirstPaint } from "./app/after-first-paint";

void afterFirstPaint().then(() => import("./main"));
