import type { Config } from "../config.ts";
import type { AiProviderInfo } from "../contract/ai-edit.ts";
import { createBrowserPool } from "../browser/pool.ts";
import { egressPolicyOf } from "../net/egress-policy.ts";
import { createBuiltinProvider, NO_MODEL_LOG } from "./builtin/builtin-provider.ts";
import { createOpenAiProvider } from "./openai-provider.ts";
import type { AiEditProvider } from "./provider.ts";
import { createLayoutRenderer } from "./rendered/layout-renderer.ts";

/**
 * A model when one is configured (a key, or a base URL for keyless local servers); the rule engine otherwise,
 * with its own browser pool (launched on the first suggestion that measures the page) behind the extraction's
 * egress policy. The runtime owns the provider and closes it.
 */
export function createAiProvider(config: Config): AiEditProvider {
  if (config.OPENAI_API_KEY || config.OPENAI_BASE_URL) {
    return createOpenAiProvider({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL });
  }
  if (config.NODE_ENV !== "test") console.info(NO_MODEL_LOG);
  const renderer = createLayoutRenderer({ pool: createBrowserPool({ chromePath: config.CHROME_PATH }), egress: egressPolicyOf(config) });
  return createBuiltinProvider({ renderer });
}

export function describeProvider(provider: AiEditProvider): AiProviderInfo {
  return provider.model ? { provider: provider.name, model: provider.model } : { provider: provider.name };
}
