/**
 * `npm run bench:api`: HTTP load on the local server over loopback only. Starts the real server (API + web)
 * on an embedded database, signs a user in, and drives the hot read paths with autocannon.
 */
import autocannon from "autocannon";
import { layouts } from "@layoutlift/core/db/schema/index";
import { startTestServer } from "../helpers/server.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function main() {
  const target = process.env.DATABASE_URL ? "postgres" : "pglite";
  const server = await startTestServer(target);
  try {
    const { user, cookie } = await server.signIn({ firstName: "Bench" });
    await server.runtime.deps.db.insert(layouts).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: user.id,
        url: `https://example.com/page-${i}`,
        status: "done" as const,
        extractedHtml: "<main><h1>Hello</h1></main>",
        extractedCss: "h1{font-size:2rem}",
      })),
    );
    const paths = ["/api/auth/user", "/api/layouts", "/"];
    const rows: Record<string, unknown>[] = [];
    for (const path of paths) {
      const result = await autocannon({
        url: `${server.baseUrl}${path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { cookie },
      });
      rows.push({
        path,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    console.table(rows);
    console.log(JSON.stringify({ bench: "api", database: target, connections: CONNECTIONS, seconds: DURATION_S, results: rows }));
  } finally {
    await server.close();
  }
}

await main();
