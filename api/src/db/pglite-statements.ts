// PGlite runs one statement at a time for the whole process, so a statement's fixed cost is paid
// again by every request queued behind it (issue 20: the dashboard's p99 <= 50 ms under 10
// connections). Statements therefore run as a PostgreSQL driver with a statement cache runs them:
// parsed, planned and described once per SQL text (a named prepared statement and its row
// description), then one pipelined trip of bind, execute and sync, where PGlite.query makes six
// trips and plans and describes every time.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils.js';

const { serialize } = protocol;

/** Prepared statements kept per database; beyond it the least recently used one is closed. */
export const STATEMENT_CACHE_SIZE = 256;

/** PostgreSQL's "cached plan must not change result type" (a table changed under a statement). */
const PLAN_RESULT_TYPE_CHANGED = '0A000';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type DatabaseError = InstanceType<typeof protocol.messages.DatabaseError>;

const isError = (m: BackendMessage): m is DatabaseError => m.name === 'error';

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Names are unique in the process, so two caches over one PGlite never collide. */
let statementsCreated = 0;

/** A statement runner bound to one open transaction. */
export type StatementRunner = <T>(sql: string, params?: readonly unknown[]) => Promise<T[]>;

interface Prepared {
  name: string;
  /** Its columns (PostgreSQL's RowDescription; none without rows), once a run described them. */
  columns?: BackendMessage[];
}

/** Parameterized statements over one PGlite, each SQL text prepared once. */
export class PgliteStatements {
  /** SQL text to its statement, least recently used first. */
  private readonly prepared = new Map<string, Prepared>();
  /** Evicted statements, closed at the start of the next trip. */
  private readonly evicted: string[] = [];

  constructor(
    private readonly pg: PGlite,
    private readonly capacity = STATEMENT_CACHE_SIZE,
  ) {}

  /** The rows of `sql` with `$1, $2...` bound to `params` (encoded as node-postgres does). */
  query<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    // PGlite's own locks: no transaction is open (one connection: it would run inside it), and
    // no other query, exec or file sync runs between our messages.
    return this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(() => this.run<T>(sql, params, true)),
    );
  }

  /**
   * Runs `work` between BEGIN and COMMIT (ROLLBACK when it throws) holding PGlite's transaction
   * lock, so every other statement of the process waits for it instead of running inside it.
   */
  transaction<T>(work: (query: StatementRunner) => Promise<T>): Promise<T> {
    return this.pg._runExclusiveTransaction(async () => {
      // Inside a transaction a failed statement aborts it: no retry of a changed plan.
      const query: StatementRunner = <R>(sql: string, params: readonly unknown[] = []) =>
        this.pg._runExclusiveQuery(() => this.run<R>(sql, params, false));
      await query('BEGIN');
      try {
        const result = await work(query);
        await query('COMMIT');
        return result;
      } catch (error) {
        await query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /** How many statements are prepared now (tests). */
  get size() {
    return this.prepared.size;
  }

  private async run<T>(sql: string, params: readonly unknown[], retry: boolean): Promise<T[]> {
    const known = this.prepared.get(sql);
    const parts = this.evicted.splice(0).map((name) => serialize.close({ type: 'S', name }));
    const name = known ? known.name : `s${++statementsCreated}`;
    if (known) {
      this.prepared.delete(sql);
      this.prepared.set(sql, known);
    } else {
      parts.push(serialize.parse({ text: sql, name }));
    }
    parts.push(
      serialize.bind({ statement: name, values: params.map((value) => prepareValue(value)) }),
    );
    const describe = !known?.columns;
    if (describe) parts.push(serialize.describe({ type: 'P' }));
    parts.push(serialize.execute({}), serialize.sync());
    const messages = await this.pg.execProtocolStream(concat(parts), { throwOnError: false });
    const error = messages.find(isError);
    // A statement that parsed is prepared even when its bind or execution failed; its columns
    // are known once a describe answered (a failed bind skips it).
    const statement = known ?? { name };
    if (describe && messages.some((m) => m.name === 'bindComplete')) {
      statement.columns = messages.filter((m) => m.name === 'rowDescription');
    }
    if (!known && messages.some((m) => m.name === 'parseComplete')) this.remember(sql, statement);
    if (error) {
      if (known && retry && error.code === PLAN_RESULT_TYPE_CHANGED) {
        this.forget(sql);
        return this.run<T>(sql, params, false);
      }
      throw Object.assign(error, { query: sql });
    }
    const described = describe ? messages : [...(statement.columns ?? []), ...messages];
    return (parse.parseResults(described, this.pg.parsers)[0]?.rows ?? []) as T[];
  }

  private remember(sql: string, statement: Prepared) {
    this.prepared.set(sql, statement);
    if (this.prepared.size <= this.capacity) return;
    const [oldest] = this.prepared.keys();
    if (oldest !== undefined) this.forget(oldest);
  }

  private forget(sql: string) {
    const statement = this.prepared.get(sql);
    if (!statement) return;
    this.prepared.delete(sql);
    this.evicted.push(statement.name);
  }
}
