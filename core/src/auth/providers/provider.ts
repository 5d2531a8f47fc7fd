/** What every sign-in provider yields once the code is exchanged: a verified identity. */
export interface OAuthProfile {
  providerAccountId: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

export type ProviderId = "github" | "google" | "oidc";

export interface SignInProvider {
  id: ProviderId;
  label: string;
  /** Whether the provider takes a PKCE verifier (GitHub's OAuth apps do not). */
  usesPkce: boolean;
  authorizationUrl(state: string, codeVerifier: string): Promise<URL>;
  /** Exchanges the code and reads the user's identity. */
  profile(code: string, codeVerifier: string): Promise<OAuthProfile>;
}

export function splitName(full: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (full ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.slice(1).join(" ") || null };
}
