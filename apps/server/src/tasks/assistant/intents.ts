// Intent classification: an NLP.js neural classifier with the Russian stemmer, trained in-process
// from the labelled corpus (corpus/corpus.json, its training split) the first time it is needed.
import { containerBootstrap } from '@nlpjs/core';
import { NluNeural } from '@nlpjs/nlu';
import { LangRu } from '@nlpjs/lang-ru';
import { readFileSync } from 'node:fs';
import { normalize } from './russian.ts';

export const INTENTS = [
  'book',
  'cancel_appointment',
  'reschedule_appointment',
  'confirm_online',
  'find_slots',
  'count_appointments',
  'list_appointments',
  'find_client',
  'revenue',
  'master_salary',
  'add_client',
  'count_clients',
  'client_visit',
  'confirm_day',
  'help',
] as const;
export type Intent = (typeof INTENTS)[number];

export interface LabelledUtterance {
  text: string;
  intent: Intent;
  entities: Record<string, string>;
  split: 'train' | 'test';
  /** 'hand': written by hand (the phrasings tried on the demo), not made from a template. */
  source?: 'hand';
}

/** The labelled corpus (corpus/generate.mjs writes it; `today` anchors its relative days). */
export const CORPUS = JSON.parse(
  readFileSync(new URL('./corpus/corpus.json', import.meta.url), 'utf8'),
) as { today: string; utterances: LabelledUtterance[] };

/** Below this score the assistant says what it can do instead of guessing. */
export const MIN_INTENT_SCORE = 0.5;

/** Digits and phone numbers say nothing about the intent: one token each, ё as е. */
export function forClassifier(text: string): string {
  return normalize(text)
    .replace(/\+?\d[\d\s()-]{8,}\d/g, ' телефон ')
    .replace(/\d+/g, ' 0 ');
}

export interface IntentClassifier {
  classify(text: string): Promise<{ intent: Intent; score: number }>;
  /** How long training took, in milliseconds. */
  trainedInMs: number;
}

export async function trainClassifier(
  utterances: readonly { text: string; intent: string }[],
): Promise<IntentClassifier> {
  const started = performance.now();
  const container = await containerBootstrap();
  container.use(LangRu);
  const nlu = new NluNeural({ locale: 'ru', container, log: false });
  await nlu.train(
    utterances.map((item) => ({ utterance: forClassifier(item.text), intent: item.intent })),
  );
  const trainedInMs = performance.now() - started;
  return {
    trainedInMs,
    async classify(text) {
      const answer = (await nlu.process(forClassifier(text))) as {
        classifications: { intent: string; score: number }[];
      };
      const best = answer.classifications[0];
      if (!best || best.intent === 'None' || best.score < MIN_INTENT_SCORE) {
        return { intent: 'help', score: best?.score ?? 0 };
      }
      return { intent: best.intent as Intent, score: best.score };
    },
  };
}

let shared: Promise<IntentClassifier> | null = null;

/** The classifier trained on the whole corpus, once per process (training takes milliseconds). */
export function intentClassifier(): Promise<IntentClassifier> {
  shared ??= trainClassifier(CORPUS.utterances);
  return shared;
}
