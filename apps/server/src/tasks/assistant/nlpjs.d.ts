// NLP.js ships no types: the little of it the intent classifier uses.
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<Container>;
}
declare module '@nlpjs/nlu' {
  export class NluNeural {
    constructor(settings: { locale: string; container: unknown; log?: boolean });
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<unknown>;
  }
}
declare module '@nlpjs/lang-ru' {
  export const LangRu: unknown;
}
