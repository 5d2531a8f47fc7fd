import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { z } from "zod";
import type { OAuthProfile, SignInProvider } from "./provider.ts";

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

export type OidcUserInfo = z.infer<typeof userInfoSchema>;

export function oidcProfile(info: OidcUserInfo): OAuthProfile {
  const [first, ...rest] = (info.name ?? "").trim().split(/\s+/).filter(Boolean);
  return {
    providerAccountId: info.sub,
    email: info.email,
    // Providers that omit the claim (many Keycloak realms) vouch for the address by configuration.
    emailVerified: info.email_verified !== false,
    firstName: info.given_name ?? first ?? null,
    lastName: info.family_name ?? (rest.length ? rest.join(" ") : null),
    avatarUrl: info.picture ?? null,
  };
}

/**
 * Any OpenID Connect provider (Keycloak, Auth0, Authentik, …) found through its discovery document;
 * authorization code flow with PKCE (S256), identity read from the userinfo endpoint.
 */
export function createOidcProvider(issuer: string, clientId: string, clientSecret: string, redirectUri: string): SignInProvider {
  const client = new OAuth2Client(clientId, clientSecret, redirectUri);
  let discovery: Promise<z.infer<typeof discoverySchema>> | null = null;
  const discover = () => {
    discovery ??= (async () => {
      const res = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OpenID discovery failed (${res.status})`);
      return discoverySchema.parse(await res.json());
    })().catch((err) => {
      discovery = null;
      throw err;
    });
    return discovery;
  };
  return {
    id: "oidc",
    label: "Single sign-on",
    usesPkce: true,
    async authorizationUrl(state, codeVerifier) {
      const { authorization_endpoint } = await discover();
      return client.createAuthorizationURLWithPKCE(authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, [
        "openid",
        "profile",
        "email",
      ]);
    },
    async profile(code, codeVerifier) {
      const { token_endpoint, userinfo_endpoint } = await discover();
      const tokens = await client.validateAuthorizationCode(token_endpoint, code, codeVerifier);
      const res = await fetch(userinfo_endpoint, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
      if (!res.ok) throw new Error(`The sign-in provider's userinfo endpoint answered ${res.status}`);
      return oidcProfile(userInfoSchema.parse(await res.json()));
    },
  };
}
