import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { pageSchema } from '../../src/content/page.ts';
import { siteSchema } from '../../src/content/site.ts';
import { englishFileName, translationLocale } from '../../src/content/translation.ts';
import { contentDir, displayPath } from './load.ts';
import { stampTranslation } from './translations.ts';

/**
 * npm run content:translations -- --stamp [file...]
 *   Records in each translation's "$translation.source" a hash of the English of every field it
 *   translates (the content check then reports a field whose English changed since as stale), and
 *   removes what a translation may not hold (anything that is not text). Without files, only fields
 *   not stamped yet get a hash (a stale field stays stale); name the files whose stale fields you
 *   have updated to record the English they now translate.
 */
const usage = 'usage: npm run content:translations -- --stamp [translation files...]';

/** The schema of an English content file, from where it is. */
function schemaOf(dir: string, englishAbs: string): z.ZodType | null {
  const rel = path.relative(dir, englishAbs).split(path.sep);
  if (rel.length === 1 && rel[0] === 'site.json') return siteSchema;
  if (rel[0] === 'pages') return pageSchema;
  if (rel[0] === 'catalogue' && rel[1] && rel[1] in kinds) return kinds[rel[1] as CollectionName].schema as z.ZodType;
  return null;
}

function translationFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const abs = path.join(folder, name);
      if (name.startsWith('.') || name === 'images' || name === 'documents') continue;
      if (statSync(abs).isDirectory()) visit(abs);
      else if (translationLocale(name)) out.push(abs);
    }
  };
  visit(dir);
  return out;
}

const args = process.argv.slice(2);
if (!args.includes('--stamp')) {
  console.error(usage);
  process.exit(2);
}
const dir = contentDir();
const named = args.filter((a) => a !== '--stamp').map((f) => path.resolve(f));
const files = named.length ? named : translationFiles(dir);
let failed = 0;
let written = 0;
for (const abs of files) {
  const file = displayPath(abs);
  const englishAbs = path.join(path.dirname(abs), englishFileName(path.basename(abs)));
  const schema = schemaOf(dir, englishAbs);
  if (!translationLocale(path.basename(abs)) || !existsSync(abs) || !existsSync(englishAbs) || !schema) {
    console.error(`${file}: $: not a translation file beside its English file in ${displayPath(dir)}`);
    failed++;
    continue;
  }
  let english: unknown;
  let translation: unknown;
  try {
    english = JSON.parse(readFileSync(englishAbs, 'utf8'));
    translation = JSON.parse(readFileSync(abs, 'utf8'));
  } catch (err) {
    console.error(`${file}: $: cannot stamp a file that is not valid JSON (${(err as Error).message}); "npm run content:check" says where`);
    failed++;
    continue;
  }
  if (!translation || typeof translation !== 'object' || Array.isArray(translation)) {
    console.error(`${file}: $: a translation file holds one object`);
    failed++;
    continue;
  }
  const before = readFileSync(abs, 'utf8');
  const after = `${JSON.stringify(stampTranslation(schema, english, translation as Record<string, unknown>, named.length > 0), null, 2)}\n`;
  if (after !== before) {
    writeFileSync(abs, after);
    written++;
    console.log(`stamped ${file}`);
  }
}
console.log(`${files.length - failed} translation files checked, ${written} written.`);
process.exit(failed ? 1 : 0);
