/** A row as the database gives it: column names in lower case (PostgreSQL folds them). */
export type Row = Record<string, unknown>;

/** What a statement may carry for its `?` placeholders. */
export type Param = string | number | null;

/** The statements both engines take: plain SQL with `?` placeholders. */
export interface Queries {
  query<T extends Row = Row>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** A statement without rows; `changes` is how many rows it inserted, changed or deleted. */
  run(sql: string, params?: readonly Param[]): Promise<{ changes: number }>;
}

export interface Database extends Queries {
  /** `sqlite` or `postgres`: for the few statements the two spell differently (migrations only). */
  readonly dialect: 'sqlite' | 'postgres';
  /** Where it is, without a password: for the start-up line. */
  readonly description: string;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Its
   * statements go through the `tx` it is given; nothing else runs on the same connection meanwhile.
   */
  transaction<T>(fn: (tx: Queries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One schema step (migrations.ts): plain SQL both engines take, or both spellings where they differ. */
export interface Migration {
  id: string;
  sql: string | { sqlite: string; postgres: string };
  /**
   * What is lost when the step cannot run (a PostgreSQL without the extension it needs, or a user
   * not allowed to install it): such a step is tried in a savepoint, skipped with a warning that
   * says this, and tried again at the next start; the schema goes on without it.
   */
  optional?: string;
}
