import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { openDatabase, type Database } from '../server/db/index.ts';
import { addStaff, listStaff, normaliseEmail, removeStaff } from './auth.ts';
import { passwordProblem } from './passwords.ts';

/**
 * Staff accounts of the sales desk (the database DATABASE_URL names, as `npm start` uses):
 *   npm run desk -- add-user someone@example.com     asks for a password (twice, hidden); again for an existing account sets a new one
 *   npm run desk -- remove-user someone@example.com
 *   npm run desk -- list-users
 * Not on a terminal, the password is the first line of standard input (scripts and tests).
 */

/**
 * A line of standard input. On a terminal it is typed unseen: readline edits the line (backspace,
 * Ctrl-C) with its echo sent to a muted output. Otherwise the first line (scripts and tests).
 */
async function readLine(question: string): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  if (terminal) process.stdout.write(question);
  const lines = createInterface({ input: process.stdin, output: new Writable({ write: (_chunk, _encoding, done) => done() }), terminal });
  try {
    return await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      lines.once('close', () => resolve(''));
      lines.once('SIGINT', () => reject(new Error('cancelled')));
    });
  } finally {
    lines.close();
    if (terminal) process.stdout.write('\n');
  }
}

/** Checked before the database is opened (on a terminal, before it is typed again). */
async function readPassword(): Promise<string> {
  const password = await readLine('Password (at least 12 characters): ');
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  if (process.stdin.isTTY && (await readLine('The same password again: ')) !== password) throw new Error('The two passwords differ.');
  return password;
}

async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const [command, email] = process.argv.slice(2);
const usage = 'Usage: npm run desk -- add-user EMAIL | remove-user EMAIL | list-users';

async function main(): Promise<number> {
  if (command === 'list-users') {
    const staff = await withDatabase(listStaff);
    if (staff.length === 0) console.log('No staff accounts yet: npm run desk -- add-user EMAIL');
    for (const s of staff) console.log(`${s.email}\tadded ${s.createdAt.slice(0, 10)}${s.lockedUntil && s.lockedUntil > new Date().toISOString() ? `\tlocked until ${s.lockedUntil}` : ''}`);
    return 0;
  }
  if ((command !== 'add-user' && command !== 'remove-user') || !email) {
    console.error(usage);
    return 2;
  }
  if (command === 'add-user') {
    const password = await readPassword();
    const where = await withDatabase(async (db) => {
      await addStaff(db, email, password);
      return db.description;
    });
    console.log(`${normaliseEmail(email)} can sign in at /desk/ (${where}).`);
    return 0;
  }
  const removed = await withDatabase((db) => removeStaff(db, email));
  console.log(removed ? `${email} removed; their sessions ended.` : `There is no account ${email}.`);
  return removed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
