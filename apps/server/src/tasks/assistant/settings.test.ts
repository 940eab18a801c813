// Which assistant the environment picks: AI_BASE_URL (+ AI_API_KEY, AI_MODEL), else offline.
import { describe, expect, it } from 'vitest';
import { assistantFor, assistantSettingsFromEnv, DEFAULT_AI_MODEL } from './settings.ts';

describe('assistant settings', () => {
  it('is the offline assistant without AI_BASE_URL', () => {
    expect(assistantSettingsFromEnv({})).toEqual({ provider: 'offline' });
    expect(assistantSettingsFromEnv({ AI_BASE_URL: '  ', AI_API_KEY: 'k' })).toEqual({
      provider: 'offline',
    });
    expect(assistantFor({ provider: 'offline' }).kind).toBe('offline');
  });

  it('reads an OpenAI-compatible endpoint, its key and model', () => {
    const settings = assistantSettingsFromEnv({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'secret',
      AI_MODEL: 'llama3.1',
    });
    expect(settings).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'secret',
      model: 'llama3.1',
    });
    expect(assistantFor(settings).kind).toBe('openai');
    expect(assistantSettingsFromEnv({ AI_BASE_URL: 'https://api.example.com/v1' })).toEqual({
      provider: 'openai',
      baseUrl: 'https://api.example.com/v1',
      model: DEFAULT_AI_MODEL,
    });
  });

  it('refuses an AI_BASE_URL that is not an http(s) URL', () => {
    expect(() => assistantSettingsFromEnv({ AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
    expect(() => assistantSettingsFromEnv({ AI_BASE_URL: 'ftp://x' })).toThrow(/AI_BASE_URL/);
  });
});
