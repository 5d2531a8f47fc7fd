import { lookup as dnsLookup } from "node:dns/promises";
import { classifyAddress, classifyHost, isExplicitlyAllowed } from "./classify-address.ts";
import { BROWSER_SERVICE_MESSAGE, isBrowserServiceHost } from "./browser-service-hosts.ts";

/** One DNS answer; injectable so tests can play a rebinding resolver without touching real DNS. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupFn = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export interface EgressPolicy {
  /** EXTRACT_ALLOW_PRIVATE: tests and local demos may reach loopback and private networks. */
  allowPrivate: boolean;
  /** Exact addresses allowed although private (tests bind fixtures on e.g. 127.0.0.2). */
  allowAddresses?: readonly string[];
  /**
   * EXTRACT_LOOPBACK_ONLY: tests and benchmarks reach loopback and nothing else. Public and private addresses are
   * refused, and names other than localhost are not even looked up, so a page's remote fonts never leave the machine.
   */
  loopbackOnly?: boolean;
  lookup?: LookupFn;
}

/** The two configuration flags (config.ts) that set the policy; named here so net/ needs nothing from config. */
export interface EgressSettings {
  EXTRACT_ALLOW_PRIVATE: boolean;
  EXTRACT_LOOPBACK_ONLY: boolean;
}

/** The policy the configuration asks for (EXTRACT_ALLOW_PRIVATE, EXTRACT_LOOPBACK_ONLY). */
export function egressPolicyOf(config: EgressSettings): EgressPolicy {
  return { allowPrivate: config.EXTRACT_ALLOW_PRIVATE, loopbackOnly: config.EXTRACT_LOOPBACK_ONLY };
}

export class EgressDeniedError extends Error {
  constructor(
    message: string,
    readonly host: string,
  ) {
    super(message);
    this.name = "EgressDeniedError";
  }
}

export const LOOPBACK_ONLY_MESSAGE = "Only loopback addresses are reachable in this environment (EXTRACT_LOOPBACK_ONLY)";

const isLoopback = (address: string) => /(^|→)loopback$/.test(classifyAddress(address).range);

export const PRIVATE_ADDRESS_MESSAGE =
  "This address points to a private or local network, which LayoutLift does not open for security reasons";

/** Chromium blocks most well-known service ports itself; we also keep to web ports and unprivileged ones. */
export function isAllowedPort(port: number, policy: Pick<EgressPolicy, "allowPrivate">): boolean {
  if (!Number.isInteger(port) || port < 1 || port > 65535) return false;
  if (policy.allowPrivate) return true;
  return port === 80 || port === 443 || port >= 1024;
}

/**
 * Resolves a host once and returns the address to connect to. The connection must go to exactly this address:
 * resolving again later would let a rebinding DNS server answer differently the second time.
 * Every answer must pass, so a name cannot mix a public address with a private one.
 */
export async function resolveAllowedAddress(host: string, policy: EgressPolicy): Promise<ResolvedAddress> {
  const judged = classifyHost(host);
  if (judged.kind !== "ip" && isBrowserServiceHost(judged.hostname)) throw new EgressDeniedError(`${BROWSER_SERVICE_MESSAGE} (${host})`, host);
  const permits = (address: string) =>
    policy.loopbackOnly
      ? isLoopback(address)
      : policy.allowPrivate || classifyAddress(address).allowed || isExplicitlyAllowed(address, policy.allowAddresses);
  const refusal = policy.loopbackOnly ? LOOPBACK_ONLY_MESSAGE : PRIVATE_ADDRESS_MESSAGE;
  if (policy.loopbackOnly && judged.kind !== "ip" && !/^(.+\.)?localhost\.?$/i.test(judged.hostname)) {
    throw new EgressDeniedError(`${refusal} (${host})`, host);
  }

  if (judged.kind === "ip") {
    const { verdict } = judged;
    if (verdict.range === "invalid") throw new EgressDeniedError(`"${host}" is not a valid host`, host);
    if (!permits(verdict.address)) throw new EgressDeniedError(`${refusal} (${host})`, host);
    return { address: verdict.address, family: verdict.address.includes(":") ? 6 : 4 };
  }

  let answers: ResolvedAddress[];
  try {
    answers = await (policy.lookup ?? systemLookup)(judged.hostname);
  } catch {
    throw new EgressDeniedError(`Could not find the server for ${judged.hostname}`, host);
  }
  if (answers.length === 0) throw new EgressDeniedError(`Could not find the server for ${judged.hostname}`, host);
  for (const answer of answers) {
    if (!permits(answer.address)) {
      throw new EgressDeniedError(`${refusal} (${judged.hostname})`, host);
    }
  }
  const first = answers[0];
  return { address: classifyAddress(first.address).address, family: first.family };
}
