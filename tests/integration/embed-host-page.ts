import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A site builder's page as a user's embed lands in it: a 10 px root and body, content-box sizing everywhere and the
 * theme's own grid, heading, paragraph, link and image rules, with host content above and below the pasted block.
 */
export const HOST_THEME_CSS = `
html { font-size: 10px; }
body { font-size: 10px; line-height: 1.1; color: #402; text-align: center; font-family: Georgia, serif; margin: 0; letter-spacing: 1px; }
*, *::before, *::after { box-sizing: content-box; }
.container { max-width: 900px; padding: 0 40px; margin: 0 auto; }
.row { display: flex; gap: 50px; margin: 0 -30px; }
h1 { font-size: 4.2rem; margin: 3rem 0; text-transform: uppercase; }
h2 { font-size: 3.4rem; margin: 2rem 0; color: teal; }
h3 { font-size: 2.6rem; font-weight: 300; }
p { font-size: 1.8rem; margin: 0 0 4rem; }
a { color: darkorange; font-weight: bold; text-decoration: underline dotted; }
img { border: 5px solid orange; padding: 4px; max-width: 50%; }
`;

/** The host page with the embed's code pasted into its body, between the theme's own header and footer. */
export function hostDocument(embed: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host</title><style>${HOST_THEME_CSS}</style></head><body>
<header class="host-header"><div class="container"><h1>Host site</h1><p>The theme's own text, <a href="#">with a link</a>.</p></div></header>
${embed}
<footer class="host-footer"><div class="container"><div class="row"><h3>Host footer</h3><p>Still the host's look.</p></div></div></footer>
</body></html>`;
}

export interface PageServer {
  url(path: string): string;
  set(path: string, html: string): void;
  close(): Promise<void>;
}

/** Serves documents held in memory on 127.0.0.1, so the embed is loaded over HTTP as a host page would be. */
export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const body = pages.get(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    res.writeHead(body === undefined ? 404 : 200, { "content-type": "text/html; charset=utf-8" });
    res.end(body ?? "not found");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${origin}${path}`,
    set: (path, html) => void pages.set(path, html),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
