// The storage worker (a module worker): answers the page's store requests (messages.ts) from
// IndexedDB (idb.ts). Created by createStoreWorker() in client.ts.
import { createIndexedDbHandler } from './idb.ts';
import { answerStoreRequest } from './messages.ts';

/** The part of DedicatedWorkerGlobalScope we use (the package's lib is DOM, not WebWorker). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
const handle = createIndexedDbHandler();

scope.addEventListener('message', (event) => {
  void answerStoreRequest(event.data, handle).then((response) => {
    if (response) scope.postMessage(response);
  });
});
