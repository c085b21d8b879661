import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** Hears how long one statement took, in seconds, from its start to its answer (or its error). */
export type StatementListener = (seconds: number) => void;

/**
 * The listeners of one database's statements (the metrics' statement latency, plugins/external/metrics.ts).
 * While there are none, a statement costs nothing more than before.
 */
export class StatementListeners {
  private readonly listeners = new Set<StatementListener>();

  get active(): boolean {
    return this.listeners.size > 0;
  }

  add(listener: StatementListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  heard(startedAt: number) {
    const seconds = (performance.now() - startedAt) / 1000;
    for (const listener of this.listeners) listener(seconds);
  }

  /** Times a statement that answers a promise; answers the same promise. */
  timed<T>(run: () => Promise<T>): Promise<T> {
    if (!this.active) return run();
    const startedAt = performance.now();
    const answer = run();
    const done = () => this.heard(startedAt);
    answer.then(done, done);
    return answer;
  }
}

type QueryArguments = unknown[];

/**
 * pg's Client with every query timed: the pool's own queries (callback form) and drizzle's (promise
 * form, in transactions too) all go through a client's query, so this is the one place they all pass.
 * The time counts from the client's start of the statement, not the wait for a pooled connection (the
 * pool's `waiting` shows that).
 */
export function timedPgClient(listeners: StatementListeners): typeof pg.Client {
  return class TimedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as (...args: QueryArguments) => unknown;
      this.query = ((...args: QueryArguments) => {
        // A Submittable (a cursor, a Query object) reports on its own: none is used by the app.
        const first = args[0] as { submit?: unknown } | undefined;
        if (!listeners.active || typeof first?.submit === 'function') return query(...args);
        const last = args.at(-1);
        if (typeof last === 'function') {
          const startedAt = performance.now();
          const callback = last as (...results: unknown[]) => void;
          return query(...args.slice(0, -1), (...results: unknown[]) => {
            listeners.heard(startedAt);
            callback(...results);
          });
        }
        return listeners.timed(() => query(...args) as Promise<unknown>);
      }) as pg.Client['query'];
    }
  };
}

/**
 * PGlite with every query timed, in transactions too (drizzle runs its statements through `query`,
 * and a transaction's through the transaction's `query`). PGlite has one session: the time includes
 * the wait for it behind the statements and transactions before.
 */
export function timePglite(client: PGlite, listeners: StatementListeners): void {
  const timeQueries = (target: Pick<Transaction, 'query' | 'exec'>) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((...args: Parameters<typeof query>) =>
      listeners.timed(() => query(...args))) as typeof target.query;
    target.exec = ((...args: Parameters<typeof exec>) => listeners.timed(() => exec(...args))) as typeof exec;
  };
  timeQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      timeQueries(tx);
      return callback(tx);
    })) as typeof client.transaction;
}
