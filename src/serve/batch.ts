/**
 * Changes that arrive together, made in one write: each write of the event file waits for the disk
 * (fsync of the file and its folder, so that a result acknowledged survives a power cut), and the tables
 * of a round tend to send at the same moment. The items added before the queue is next run (on the next
 * turn of the event loop) are applied one after the other to the event as read, and written once; each
 * item gets its own outcome, a refusal of one leaving the others as they are.
 */
export class Batch<T, R> {
  private waiting: { readonly item: T; readonly resolve: (r: R) => void; readonly reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  /** `run` makes the change of all the items at once and returns an outcome per item: a value or the error that refused it. */
  constructor(private readonly run: (items: readonly T[]) => readonly ({ readonly ok: true; readonly value: R } | { readonly ok: false; readonly error: unknown })[]) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.waiting;
    this.waiting = [];
    this.scheduled = false;
    let outcomes: ReturnType<typeof this.run>;
    try {
      outcomes = this.run(batch.map((b) => b.item));
    } catch (e) {
      // Nothing was written (the lock, the file changed, the disk): every item is refused alike.
      for (const b of batch) b.reject(e);
      return;
    }
    batch.forEach((b, i) => {
      const o = outcomes[i]!;
      if (o.ok) b.resolve(o.value);
      else b.reject(o.error);
    });
  }
}
