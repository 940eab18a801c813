// Which assistant answers: AI_BASE_URL (with AI_API_KEY, AI_MODEL) picks an OpenAI-compatible
// endpoint; without it, the built-in offline assistant.
import { offlineAssistant } from './offline.ts';
import { openAiAssistant } from './openai.ts';
import type { AssistantProvider, AssistantSettings } from './types.ts';

export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

export function assistantSettingsFromEnv(env: NodeJS.ProcessEnv): AssistantSettings {
  const baseUrl = env.AI_BASE_URL?.trim();
  if (!baseUrl) return { provider: 'offline' };
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new Error(`AI_BASE_URL is not a URL (got "${baseUrl}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`AI_BASE_URL must be http(s) (got "${baseUrl}")`);
  }
  const apiKey = env.AI_API_KEY?.trim();
  return {
    provider: 'openai',
    baseUrl,
    model: env.AI_MODEL?.trim() || DEFAULT_AI_MODEL,
    ...(apiKey ? { apiKey } : {}),
  };
}

export function assistantFor(settings: AssistantSettings): AssistantProvider {
  return settings.provider === 'openai' ? openAiAssistant(settings) : offlineAssistant;
}
