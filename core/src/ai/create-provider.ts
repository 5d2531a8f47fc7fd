import type { Config } from "../config.ts";
import type { AiProviderInfo } from "../api/ai-edit.ts";
import { createBuiltinProvider, NO_MODEL_LOG } from "./builtin/builtin-provider.ts";
import { createOpenAiProvider } from "./openai-provider.ts";
import type { AiEditProvider } from "./provider.ts";

const cache = new WeakMap<Config, AiEditProvider>();

/** A model when one is configured (a key, or a base URL for keyless local servers); the rule engine otherwise. */
export function aiProviderFor(config: Config): AiEditProvider {
  let provider = cache.get(config);
  if (!provider) {
    provider =
      config.OPENAI_API_KEY || config.OPENAI_BASE_URL
        ? createOpenAiProvider({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL })
        : createBuiltinProvider();
    if (provider.name === "builtin" && config.NODE_ENV !== "test") console.info(NO_MODEL_LOG);
    cache.set(config, provider);
  }
  return provider;
}

export function describeProvider(provider: AiEditProvider): AiProviderInfo {
  return provider.model ? { provider: provider.name, model: provider.model } : { provider: provider.name };
}
