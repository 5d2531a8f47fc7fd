import { z } from "zod";

// The app's Content-Security-Policy allows no eval; without this zod probes with `new Function` on first parse,
// which the browser refuses and reports as a violation.
z.config({ jitless: true });
