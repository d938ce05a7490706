import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The bench's servers on a shared machine: a fixed port may already be held by someone else's
 * server, and the static server, started with its output ignored, then died of EADDRINUSE while the
 * bench waited five minutes for it, or, worse, measured whatever answered there. So each port is
 * checked before a server is started on it. A port can also be one browsers and `fetch` never
 * connect to (the Fetch standard's "bad ports"): the bench's default was once 4190 (ManageSieve),
 * and every start then waited its five minutes for an answer that fetch refused to ask for.
 */

/** Whether `port` can be listened on as serve.ts does (every address, IPv6 and IPv4). */
function canListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/** Whether `fetch` (and Chromium, whose list it shares) refuses to connect to `port`. */
async function fetchRefuses(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch (error) {
    return ((error as Error).cause as Error | undefined)?.message === 'bad port';
  }
}

/** Who listens on `port`, as `ss` tells (process name, pid and command line), or why it cannot tell. */
export function portHolder(port: number): string {
  const ss = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  if (ss.error || ss.status !== 0) return 'a process (ss is not available to name it)';
  const pids = [...new Set(ss.stdout.split('pid=').slice(1).map((rest) => rest.split(/\D/)[0]!))];
  if (pids.length === 0) return ss.stdout.trim() ? 'a process of another user' : 'a process that has just let it go';
  return pids
    .map((pid) => {
      const ps = spawnSync('ps', ['-o', 'args=', '-p', pid], { encoding: 'utf8' });
      return `pid ${pid} (${ps.stdout.trim().slice(0, 160) || 'gone'})`;
    })
    .join(', ');
}

/**
 * A port for one of the bench's servers. Given in the environment (`envName`), it must be free:
 * else the bench stops, naming the holder. Not given, `preferred` is used if free, else any free
 * port the system hands out (and the bench says so).
 */
export async function benchPort(envName: string, preferred: number): Promise<number> {
  const given = process.env[envName];
  if (given) {
    const port = Number(given);
    if (await fetchRefuses(port)) throw new Error(`${envName}=${port} is a port browsers and fetch refuse to connect to (the Fetch standard's "bad ports"): choose another.`);
    if ((await canListen(port)) === null) throw new Error(`${envName}=${port} is taken by ${portHolder(port)}: stop it or set ${envName} to a free port.`);
    return port;
  }
  if ((await canListen(preferred)) !== null) return preferred;
  const free = await canListen(0);
  if (free === null) throw new Error(`No free port for the bench (${preferred} is taken by ${portHolder(preferred)})`);
  console.log(`Port ${preferred} is taken by ${portHolder(preferred)}: using ${free} (set ${envName} to choose).`);
  return free;
}
