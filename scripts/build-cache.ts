import path from 'node:path';

/**
 * The folder the build keeps what it drew between runs (share pictures, structure drawings), each
 * file named by a hash of its inputs. Outside node_modules, which `npm ci` empties: CI keeps it
 * with the `actions/cache` step of .github/workflows/ci.yml (README, "Build cache"). BUILD_CACHE
 * moves it.
 */
export function buildCache(name: string): string {
  return path.resolve(process.env.BUILD_CACHE ?? '.cache', name);
}
