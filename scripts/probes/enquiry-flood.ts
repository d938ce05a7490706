import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEnquiryHandler } from '../server/enquiry-service.ts';
import { main as attack, post } from './enquiry-attack.ts';

/**
 * Many enquiries at once against the local enquiry service, then the log read back: every
 * acknowledged enquiry must be there exactly once, under its own reference. The unit tests run it
 * small; `npx tsx scripts/probes/enquiry-flood.ts --total 5000 --concurrency 50` runs it full size
 * (on a service of its own and a throwaway log, or on `--url http://localhost:PORT/api/enquiry`
 * with `--log` naming that service's ENQUIRY_LOG). `--attack` runs issue 43's attack instead
 * (8,500 of the largest enquiries at `npm start`'s server, kill -9, restart: enquiry-attack.ts).
 */

export interface FloodReport {
  sent: number;
  statuses: Record<number, number>;
  acknowledged: number;
  distinctReferences: number;
  /** Lines in the log carrying one of this run's keys. */
  stored: number;
  /** Keys of this run stored more than once, or acknowledged and missing from the log. */
  storedTwice: string[];
  missing: string[];
  /** Acknowledged under one reference, stored under another. */
  mismatched: string[];
  seconds: number;
}

export async function enquiryFlood(options: { url: string; logFile: string; total: number; concurrency: number }): Promise<FloodReport> {
  const run = randomUUID().slice(0, 8);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const statuses: Record<number, number> = {};
  const answers = new Map<string, string>();
  let next = 0;
  const started = Date.now();
  const client = async () => {
    for (let i = next++; i < options.total; i = next++) {
      const key = `flood-${run}-${String(i).padStart(6, '0')}`;
      const body = JSON.stringify({
        'first-name': 'Flood',
        'last-name': `Probe ${i}`,
        email: 'flood@example.com',
        message: `Enquiry ${i} of run ${run}`,
        items: [{ product: 'Cumin Seeds', quantity: 1 + (i % 40), unit: 'MT' }],
      });
      const answer = await post(options.url, agent, key, body);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 200 && answer.reference) answers.set(key, answer.reference);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;

  const storedBy = new Map<string, string[]>();
  for (const line of readFileSync(options.logFile, 'utf8').split('\n')) {
    if (!line.includes(run)) continue;
    const record = JSON.parse(line) as { key: string; reference: string };
    storedBy.set(record.key, [...(storedBy.get(record.key) ?? []), record.reference]);
  }
  const references = [...answers.values()];
  return {
    sent: options.total,
    statuses,
    acknowledged: answers.size,
    distinctReferences: new Set(references).size,
    stored: [...storedBy.values()].reduce((n, refs) => n + refs.length, 0),
    storedTwice: [...storedBy].filter(([, refs]) => refs.length > 1).map(([key]) => key),
    missing: [...answers.keys()].filter((key) => !storedBy.has(key)),
    mismatched: [...answers].filter(([key, reference]) => storedBy.get(key)?.[0] !== reference).map(([key]) => key),
    seconds,
  };
}

/** A service of its own on a throwaway log, for the probe and the tests. */
export async function floodOwnService(total: number, concurrency: number): Promise<FloodReport> {
  const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-flood-'));
  const logFile = path.join(dir, 'enquiries.jsonl');
  const handle = createEnquiryHandler({ logFile, log: () => {} });
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
    return await enquiryFlood({ url, logFile, total, concurrency });
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes('--attack')) {
  // Issue 43's attack on `npm start`'s server: enquiry-attack.ts.
  process.exitCode = await attack(process.argv.slice(2));
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const total = Number(arg('total') ?? 5000);
  const concurrency = Number(arg('concurrency') ?? 50);
  const url = arg('url');
  const report = url ? await enquiryFlood({ url, logFile: path.resolve(arg('log') ?? '.data/enquiries.jsonl'), total, concurrency }) : await floodOwnService(total, concurrency);
  console.log(JSON.stringify(report, null, 2));
  const sound =
    report.acknowledged === total &&
    report.distinctReferences === total &&
    report.stored === total &&
    report.storedTwice.length === 0 &&
    report.missing.length === 0 &&
    report.mismatched.length === 0;
  console.log(sound ? `${total} enquiries at concurrency ${concurrency}: ${total} distinct references, each stored once (${report.seconds.toFixed(1)} s)` : 'FAILED');
  process.exitCode = sound ? 0 : 1;
}
