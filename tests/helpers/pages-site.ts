import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How the site's robots.txt answers: its text, served at once as text/plain; or a handler given the response and
 * which ask this is (1 for the first), to answer late, with an error, or never (the site's close ends it).
 */
export type RobotsAnswer = string | RobotsHandler;
export type RobotsHandler = (res: ServerResponse, asked: number) => void;

export interface PagesSiteOptions {
  /** HTML pages by path ("/about.html"); any other path is a 404. */
  pages: Record<string, string>;
  /** Other files by path, with their content type. */
  files?: Record<string, { type: string; body: string | Buffer }>;
  robots: RobotsAnswer;
}

export interface PagesSite {
  origin: string;
  /** Every path asked for, in order (robots.txt included). */
  requests: string[];
  /** When robots.txt was asked for (Date.now()), once per ask. */
  robotsAsked: number[];
  close(): Promise<void>;
}

/** A small site of in-memory pages on 127.0.0.1 for crawl tests, with a robots.txt that answers as a test needs. */
export async function startPagesSite({ pages, files = {}, robots }: PagesSiteOptions): Promise<PagesSite> {
  const requests: string[] = [];
  const robotsAsked: number[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push(path);
    if (path === "/robots.txt") {
      robotsAsked.push(Date.now());
      if (typeof robots === "string") return void res.writeHead(200, { "content-type": "text/plain" }).end(robots);
      return robots(res, robotsAsked.length);
    }
    const file = files[path];
    if (file) return void res.writeHead(200, { "content-type": file.type }).end(file.body);
    const page = pages[path];
    if (page === undefined) return void res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    robotsAsked,
    close() {
      // A robots.txt held unanswered keeps its connection open; a second close (after a test's own) is harmless.
      server.closeAllConnections();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/** A robots.txt answer of HTTP `status` (a site that is down or busy). */
export const robotsStatus = (status: number): RobotsHandler => (res) => void res.writeHead(status, { "content-type": "text/plain" }).end("busy");
