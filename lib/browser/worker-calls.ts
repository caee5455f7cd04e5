/** What a caller needs of a worker (a test gives one that answers in the same thread). */
export type CallableWorker = Pick<Worker, 'postMessage' | 'onmessage' | 'onerror' | 'onmessageerror'>;

/** What such a worker posts back: the call's id and its answer. */
interface WorkerAnswer<A> {
  id: number;
  answer: A;
}

/**
 * Calls to one worker that takes `{ id, ...request }` and posts back
 * `{ id, answer }`: started on the first call and kept for the next ones, each
 * call getting its own answer. A worker that cannot start, load or answer
 * answers null, for this and every later call, so the caller does the work on
 * the page instead.
 */
export function workerCalls<Q extends object, A>(start: () => CallableWorker | null): (request: Q) => Promise<A | null> {
  let worker: CallableWorker | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, (answer: A | null) => void>();
  const failAll = () => {
    worker = null;
    const answers = [...waiting.values()];
    waiting.clear();
    answers.forEach((answer) => answer(null));
  };
  return (request) => {
    if (worker === undefined) {
      worker = start();
      if (worker) {
        worker.onmessage = (event: MessageEvent<WorkerAnswer<A>>) => {
          const answer = waiting.get(event.data.id);
          waiting.delete(event.data.id);
          answer?.(event.data.answer);
        };
        worker.onerror = failAll;
        worker.onmessageerror = failAll;
      }
    }
    const current = worker;
    if (!current) return Promise.resolve(null);
    const id = nextId;
    nextId += 1;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      current.postMessage({ id, ...request });
    });
  };
}
