// Held-out accuracy of the offline assistant's understanding: the classifier is trained on the
// corpus's training split only; intent ≥ 95 % and entity ≥ 90 % on the test split, both printed.
import { describe, expect, it } from 'vitest';
import { extractEntities, type Entities } from './entities.ts';
import { CORPUS, trainClassifier } from './intents.ts';
import { normalize } from './russian.ts';

const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? normalize(a) === normalize(b) : a === b;

/** Entity accuracy: each labelled value found exactly, and each value found but not labelled, counts. */
export function entityScore(labelled: Record<string, string>, found: Entities) {
  let correct = 0;
  let total = 0;
  const keys = new Set([...Object.keys(labelled), ...Object.keys(found)]);
  for (const key of keys) {
    total += 1;
    if (same(labelled[key], (found as Record<string, unknown>)[key])) correct += 1;
  }
  return { correct, total };
}

describe('the offline assistant on the held-out corpus', () => {
  it('has at least 300 labelled utterances, split into training and test', () => {
    const test = CORPUS.utterances.filter((item) => item.split === 'test');
    expect(CORPUS.utterances.length).toBeGreaterThanOrEqual(300);
    expect(test.length).toBeGreaterThanOrEqual(60);
  });

  it('classifies ≥ 95 % of intents and extracts ≥ 90 % of entities', async () => {
    const train = CORPUS.utterances.filter((item) => item.split === 'train');
    const test = CORPUS.utterances.filter((item) => item.split === 'test');
    const classifier = await trainClassifier(train);
    let intentsRight = 0;
    let entitiesRight = 0;
    let entitiesTotal = 0;
    let handRight = 0;
    const misses: string[] = [];
    for (const item of test) {
      const { intent } = await classifier.classify(item.text);
      if (intent === item.intent) {
        intentsRight += 1;
        if (item.source === 'hand') handRight += 1;
      } else misses.push(`intent ${intent} ≠ ${item.intent}: ${item.text}`);
      const found = extractEntities(item.text, CORPUS.today, item.intent);
      const score = entityScore(item.entities, found);
      entitiesRight += score.correct;
      entitiesTotal += score.total;
      if (score.correct < score.total) {
        misses.push(
          `entities ${JSON.stringify(found)} ≠ ${JSON.stringify(item.entities)}: ${item.text}`,
        );
      }
    }
    const intentAccuracy = intentsRight / test.length;
    const entityAccuracy = entitiesTotal === 0 ? 1 : entitiesRight / entitiesTotal;
    console.info(
      `Assistant held-out accuracy: intent ${(intentAccuracy * 100).toFixed(1)} % (${intentsRight}/${test.length}), ` +
        `entity ${(entityAccuracy * 100).toFixed(1)} % (${entitiesRight}/${entitiesTotal}); ` +
        `trained on ${train.length} in ${classifier.trainedInMs.toFixed(0)} ms; ` +
        `hand-written held-out intents ${handRight}/${test.filter((i) => i.source === 'hand').length}`,
    );
    if (misses.length > 0) console.info(misses.join('\n'));
    expect(intentAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(entityAccuracy).toBeGreaterThanOrEqual(0.9);
  });
});
