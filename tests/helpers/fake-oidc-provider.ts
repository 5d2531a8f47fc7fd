import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: FakeUser;
}

/**
 * A minimal OpenID Connect provider on loopback: discovery, authorization (consents at once for `nextUser`),
 * token exchange with PKCE S256 and client_secret_basic, and userinfo. It records what it was sent.
 */
export async function startFakeOidcProvider(options: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, FakeUser>();
  const state = {
    nextUser: null as FakeUser | null,
    authorizeRequests: [] as URLSearchParams[],
    tokenRequests: [] as { form: URLSearchParams; authorization: string | undefined }[],
    failTokenExchange: false,
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => resolve(data));
    });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    }
    if (url.pathname === "/authorize") {
      state.authorizeRequests.push(url.searchParams);
      const user = state.nextUser;
      if (!user) return json(400, { error: "no user configured" });
      const code = randomBytes(12).toString("hex");
      codes.set(code, {
        clientId: url.searchParams.get("client_id") ?? "",
        redirectUri: url.searchParams.get("redirect_uri") ?? "",
        challenge: url.searchParams.get("code_challenge") ?? "",
        user,
      });
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === "/token" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      state.tokenRequests.push({ form, authorization: req.headers.authorization });
      if (state.failTokenExchange) return json(400, { error: "invalid_grant" });
      const expectedAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
      const pending = codes.get(form.get("code") ?? "");
      if (req.headers.authorization !== expectedAuth) return json(401, { error: "invalid_client" });
      if (!pending) return json(400, { error: "invalid_grant" });
      codes.delete(form.get("code")!);
      const challenge = createHash("sha256").update(form.get("code_verifier") ?? "").digest("base64url");
      if (challenge !== pending.challenge || form.get("redirect_uri") !== pending.redirectUri) {
        return json(400, { error: "invalid_grant", error_description: "PKCE or redirect mismatch" });
      }
      const accessToken = randomBytes(16).toString("hex");
      tokens.set(accessToken, pending.user);
      return json(200, { access_token: accessToken, token_type: "Bearer", expires_in: 300 });
    }
    if (url.pathname === "/userinfo") {
      const user = tokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
      return user ? json(200, user) : json(401, { error: "invalid_token" });
    }
    json(404, { error: "not found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
