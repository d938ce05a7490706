import type { z } from 'zod';
import { kindRules } from '../src/content/kind-rules.ts';
import { copyProblems } from '../src/content/copy-rules.ts';
import { pageSchema } from '../src/content/page.ts';
import type { Problem } from '../src/content/problem.ts';
import { siteSchema } from '../src/content/site.ts';
import { pageAddress } from '../src/routing/addresses.ts';
import { zodProblems } from '../scripts/content/problems.ts';
import { checkTranslation } from '../scripts/content/translations.ts';
import { translationFile, type TranslationResult } from '../scripts/cms/translation-save.ts';
import { UI_COLLECTION } from '../scripts/cms/ui-collection.ts';
import { messageProblems } from '../scripts/ui/catalogue-check.ts';
import type { CheckRequest, CheckResult } from './entry-check.ts';

/**
 * The GitHub editor's check (dist/admin has no dev server to ask): what can run in the browser,
 * on the entry being saved: the schema, the catalogue kind's domain rules (CAS check digit,
 * formula against weight, SMILES) and the wording rules. What needs the whole repository (links
 * to real pages, pictures that exist, names unique across files) is CI's: every save opens a
 * pull request, and the content check runs on it before it can be merged.
 */
export async function browserCheck(request: CheckRequest): Promise<Omit<CheckResult, 'key'>> {
  const file = request.path;
  const collection = request.collection;
  // A UI word catalogue: the content check's catalogue check, against the English the form carries.
  if (collection === UI_COLLECTION) return { problems: messageProblems(request.data, request.english, !request.english), elsewhere: [] };
  const kind = Object.hasOwn(kindRules, collection) ? (collection as keyof typeof kindRules) : null;
  const rules: { schema: z.ZodType; checks?: (file: string, e: never) => Problem[] } | null = kind ? kindRules[kind] : null;
  const schema: z.ZodType = collection === 'site' ? siteSchema : (rules?.schema ?? pageSchema);
  const parsed = schema.safeParse(request.data);
  const problems: Problem[] = [];
  if (!parsed.success) problems.push(...zodProblems(file, parsed.error, { schema, data: request.data }));
  else {
    if (rules?.checks) problems.push(...rules.checks(file, parsed.data as never));
    const address = collection.startsWith('pages') ? pageAddress(file.replace(/^.*?\/pages\//, '')).hashPath : undefined;
    problems.push(...copyProblems([{ file, kind: kind ?? (collection === 'site' ? 'site' : 'page'), ...(address ? { address } : {}), data: parsed.data }]));
  }
  const translations: Record<string, TranslationResult> = {};
  for (const t of request.translations ?? []) {
    const { data, problem, removed } = translationFile(schema, request.data, t);
    const result: TranslationResult = { path: t.path, data, problems: problem ? [{ path: '$', message: problem }] : [], warnings: [...(removed ?? [])] };
    // A translation of English with mistakes is checked once the English is fixed (as content:check does).
    if (data && parsed.success) {
      const report = checkTranslation(t.path, schema, request.data, data);
      result.problems.push(...report.errors.map((p) => ({ path: p.path, message: p.message })));
      result.warnings.push(...report.warnings.map((p) => ({ path: p.path, message: p.message })));
    }
    translations[t.locale] = result;
  }
  return { problems: problems.map((p) => ({ path: p.path, message: p.message })), elsewhere: [], ...(Object.keys(translations).length ? { translations } : {}) };
}
