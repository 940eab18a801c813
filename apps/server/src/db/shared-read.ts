// One read of a counter answering every request that waits at the same time, each with a read
// that started after it asked (docs/decisions/, "Access cached per process, checked per request").

/**
 * Reads shared by the requests that wait at the same time (the auth epoch, a list's counter). A
 * request may only take the answer of a read that started after it asked (a read already under
 * way may have been answered before a change the request must see), so a caller joins the read
 * queued to start when the running one ends, or starts one itself when none runs. Under load, one
 * read answers every request that arrived while the previous one was under way, instead of one
 * round trip each; every request still sees every change committed before it asked
 * (docs/decisions/).
 */
export class SharedRead<T> {
  #running: Promise<T> | undefined;
  #next: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  current(): Promise<T> {
    if (this.#next) return this.#next;
    if (!this.#running) return this.#start();
    const settled = this.#running.then(
      () => undefined,
      () => undefined,
    );
    this.#next = settled.then(() => {
      this.#next = undefined;
      return this.#start();
    });
    return this.#next;
  }

  #start(): Promise<T> {
    const run = this.read();
    this.#running = run;
    const done = () => {
      if (this.#running === run) this.#running = undefined;
    };
    run.then(done, done);
    return run;
  }
}
