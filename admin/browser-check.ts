import type { CheckRequest, CheckResult } from './entry-check.ts';

/** Placeholder until the browser check lands. */
export async function browserCheck(_request: CheckRequest): Promise<Omit<CheckResult, 'key'>> {
  return { problems: [], elsewhere: [], failed: 'not yet' };
}
