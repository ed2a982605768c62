/**
 * Runs tasks of one key one after another in this process (other keys are not held up). Logins
 * of one rut are checked in turn, so a client's own parallel logins never take each other's
 * place under the lock's limit of reservations; the database's atomic count still bounds what
 * several API processes do together.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
