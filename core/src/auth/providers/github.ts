import { GitHub } from "arctic";
import { splitName, type OAuthProfile, type SignInProvider } from "./provider.ts";

interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string | null;
}
interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** GitHub's account answers mapped to our profile; the primary verified address is the one we trust. */
export function githubProfile(user: GitHubUser, emails: GitHubEmail[]): OAuthProfile {
  const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  if (!primary) throw new Error("Your GitHub account has no verified email address");
  return {
    providerAccountId: String(user.id),
    email: primary.email,
    emailVerified: true,
    ...splitName(user.name ?? user.login),
    avatarUrl: user.avatar_url,
  };
}

export function createGitHubProvider(clientId: string, clientSecret: string, redirectUri: string, apiBase = "https://api.github.com"): SignInProvider {
  const client = new GitHub(clientId, clientSecret, redirectUri);
  const get = async <T>(path: string, token: string): Promise<T> => {
    const res = await fetch(`${apiBase}${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json", "User-Agent": "LayoutLift" },
    });
    if (!res.ok) throw new Error(`GitHub answered ${res.status} for ${path}`);
    return (await res.json()) as T;
  };
  return {
    id: "github",
    label: "GitHub",
    usesPkce: false,
    async authorizationUrl(state) {
      return client.createAuthorizationURL(state, ["read:user", "user:email"]);
    },
    async profile(code) {
      const tokens = await client.validateAuthorizationCode(code);
      const token = tokens.accessToken();
      const [user, emails] = await Promise.all([get<GitHubUser>("/user", token), get<GitHubEmail[]>("/user/emails", token)]);
      return githubProfile(user, emails);
    },
  };
}
