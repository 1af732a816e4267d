/**
 * The server's budget for image-link fetches as a whole (issue 31): a per-painter limit does not bound the server,
 * since many painters (or one address's many accounts) fetching 20 MiB images at once held ~500 MiB. Every fetch
 * reserves the bytes it may hold before it connects: the whole per-image cap at first, shrunk to the declared length
 * once the other site says it, and given back when the answer has been sent (or its connection closed). A fetch that
 * finds the budget spent waits briefly, first come first served; one that still finds no room is answered 503 with
 * Retry-After, which the app honours.
 */
export interface FetchBudgetOptions {
  /** Bytes of fetched images held at once, server-wide. */
  bytes: number;
  /** Fetches at once, server-wide, however small (each holds a connection to another site). */
  fetches: number;
  /** How long a fetch waits for room before it is answered 503. */
  waitMs: number;
  /** Fetches that may wait at once; more are answered 503 at once. */
  waiting: number;
}

export interface Reservation {
  /** The other site declared a smaller body: the rest goes back to the budget. */
  shrink(bytes: number): void;
  /** Gives everything back; idempotent. */
  release(): void;
}

export interface FetchBudget {
  /** A reservation of `bytes`, or undefined when there was no room within the wait. */
  reserve(bytes: number): Promise<Reservation | undefined>;
  /** What is held now, for tests and logs. */
  held(): { bytes: number; fetches: number; waiting: number };
}

export function createFetchBudget(options: FetchBudgetOptions): FetchBudget {
  let bytesHeld = 0;
  let fetches = 0;
  const queue: Array<{ bytes: number; grant: (reservation: Reservation) => void }> = [];

  const fits = (bytes: number) => fetches < options.fetches && bytesHeld + bytes <= options.bytes;

  function take(bytes: number): Reservation {
    let held = bytes;
    let released = false;
    bytesHeld += bytes;
    fetches += 1;
    return {
      shrink(smaller) {
        if (released || smaller >= held) return;
        bytesHeld -= held - smaller;
        held = smaller;
        admit();
      },
      release() {
        if (released) return;
        released = true;
        bytesHeld -= held;
        fetches -= 1;
        admit();
      },
    };
  }

  /** First come, first served: the head of the queue goes first, so a large fetch is not starved by small ones. */
  function admit() {
    while (queue.length > 0 && fits(queue[0]!.bytes)) {
      const next = queue.shift()!;
      next.grant(take(next.bytes));
    }
  }

  return {
    reserve(bytes) {
      if (queue.length === 0 && fits(bytes)) return Promise.resolve(take(bytes));
      if (queue.length >= options.waiting) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const entry = {
          bytes,
          grant: (reservation: Reservation) => {
            clearTimeout(timer);
            resolve(reservation);
          },
        };
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          resolve(undefined);
          // The one that gave up may have held up smaller ones behind it.
          admit();
        }, options.waitMs);
        queue.push(entry);
      });
    },
    held: () => ({ bytes: bytesHeld, fetches, waiting: queue.length }),
  };
}
