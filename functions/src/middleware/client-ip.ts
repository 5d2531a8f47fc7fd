import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { clientAddress } from "@layoutlift/core/http/client-address";
import type { AppEnv } from "../env.ts";

/** The header the deploy's CloudFront router sets to ROUTER_SECRET on every request it forwards (stacks/web.ts). */
export const ROUTER_HEADER = "x-layoutlift-router";

/** What the runtimes tell about the connection: the Node server's socket, or a Lambda Function URL event. */
interface ConnectionEnv {
  incoming?: { socket?: { remoteAddress?: string } };
  event?: { requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } } };
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** The client's address (rate limits, session records): see core/src/http/client-address.ts for whom it believes. */
export function clientIp(c: Context<AppEnv>): string {
  const config = c.var.deps?.config;
  const env = c.env as ConnectionEnv | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? env?.event?.requestContext?.http?.sourceIp ?? env?.event?.requestContext?.identity?.sourceIp;
  const presented = c.req.header(ROUTER_HEADER);
  const fromRouter = !!config?.ROUTER_SECRET && !!presented && timingSafeEqual(digest(presented), digest(config.ROUTER_SECRET));
  return clientAddress(
    { peer, forwardedFor: c.req.header("x-forwarded-for"), viewerAddress: c.req.header("cloudfront-viewer-address"), fromRouter },
    config?.TRUSTED_PROXIES ?? [],
  );
}
