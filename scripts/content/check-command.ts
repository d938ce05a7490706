import path from 'node:path';
import { displayPath, loadContent } from './load.ts';
import { launchConfirmations } from './confirm.ts';
import { launchProblems } from './launch.ts';
import { editorLaunchLine } from '../editor-repo.ts';
import { unlinkedNotices } from './notices.ts';
import { expiringSoon } from './expiry.ts';
import { todayIso } from '../../src/content/iso-date.ts';
import { formatProblem, githubAnnotation, problemRecord, type Problem } from './problems.ts';
import { unreferencedFileWarnings } from './unreferenced.ts';
import { localeInfo, prefixedLocales } from '../../src/content/locales.ts';
import type { LoadedContent } from './model.ts';

const percent = (part: number, whole: number) => (whole ? Math.floor((part / whole) * 1000) / 10 : 100);

/**
 * Per locale: how many of the English files shown on the site have a valid translation, and how
 * many of their text fields are translated (present, not left as the English, not stale); then
 * the files not translated yet. Hidden files are left out: they are not on the site in any language.
 */
export function translationCoverage(content: Pick<LoadedContent, 'translations' | 'translationSources'>): string[] {
  const shown = content.translationSources.filter((s) => !s.hidden && s.fields > 0);
  const fields = shown.reduce((n, s) => n + s.fields, 0);
  const lines = ['', `Translations: ${shown.length} English files with ${fields} text fields.`];
  const missing: string[] = [];
  for (const locale of prefixedLocales) {
    const done = new Map(content.translations.filter((t) => t.locale === locale).map((t) => [t.english, t]));
    const files = shown.filter((s) => done.has(s.file));
    const translated = files.reduce((n, s) => n + (done.get(s.file)?.translated ?? 0), 0);
    lines.push(`${locale} (${localeInfo[locale].selfName}): ${percent(translated, fields)} % of text fields, ${files.length} of ${shown.length} files translated.`);
    for (const s of shown) if (!done.has(s.file)) missing.push(`${locale}: not translated: ${s.file}`);
  }
  return [...lines, ...missing];
}

export interface CommandResult {
  status: number;
  /** Lines for standard output and standard error. */
  stdout: string[];
  stderr: string[];
}

export const usage = 'usage: npm run content:check -- [--format=text|github|json] [--launch] [--translations]';

/**
 * npm run content:check [-- --format=text|github|json] [-- --launch]
 *   text (default): one line per problem, `file: json.path: message`
 *   github: `::error file=…,line=…,col=…::…` annotations (the default when GITHUB_ACTIONS=true)
 *   json: one JSON array of {file, path, line, column, message}
 *   --launch: also list what must be replaced (placeholders) or confirmed (indicative HS codes,
 *     export-policy notices) before going live; exit 1 if any. Translations awaiting a native
 *     speaker's review are listed too, without failing: a translation awaiting review is published.
 *   --translations: coverage per locale (files and text fields translated) and the files each
 *     locale has not translated yet
 * Valid content prints "Content OK" and then notices (pages and entries nothing links to) and
 * warnings (pictures and documents nothing names; translated fields missing or stale), which never fail.
 */
export function checkCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): CommandResult {
  const out: CommandResult = { status: 0, stdout: [], stderr: [] };
  const formatArg = args.find((a) => a.startsWith('--format='))?.slice('--format='.length);
  const format = formatArg ?? (env.GITHUB_ACTIONS === 'true' ? 'github' : 'text');
  const launch = args.includes('--launch');
  const coverage = args.includes('--translations');
  const unknown = args.filter((a) => !a.startsWith('--format=') && a !== '--launch' && a !== '--translations');
  if (!['text', 'github', 'json'].includes(format) || unknown.length) {
    out.stderr.push(`${usage}${unknown.length ? ` (unknown: ${unknown.join(' ')})` : ` (unknown format "${format}")`}`);
    return { ...out, status: 2 };
  }

  const dir = path.resolve(env.CONTENT_DIR ?? 'content');
  const { problems, content } = loadContent(dir);
  const placeholders: Problem[] = content && launch ? launchProblems(content) : [];
  const confirm = content && launch ? launchConfirmations(content) : { hsCodes: [], notices: [] };
  const toConfirm = [...confirm.hsCodes, ...confirm.notices];
  const notices = content ? unlinkedNotices(content) : [];
  const warnings = content ? [...content.dropped, ...unreferencedFileWarnings(content), ...content.translationWarnings] : [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

  if (format === 'json') {
    out.stdout.push(JSON.stringify([...problems, ...placeholders, ...toConfirm].map(problemRecord), null, 2));
  } else if (problems.length) {
    for (const p of problems) {
      if (format === 'github') out.stdout.push(githubAnnotation(p));
      else out.stderr.push(formatProblem(p));
    }
    out.stderr.push('', `${plural(problems.length, 'content problem')} in ${displayPath(dir)}. Fix them and run "npm run content:check" again.`);
  } else {
    out.stdout.push(`Content OK: ${displayPath(dir)}: ${content?.pages.length ?? 0} pages, ${content?.entries.length ?? 0} catalogue entries.`);
    for (const n of notices) out.stdout.push(format === 'github' ? githubAnnotation(n, 'notice') : `Notice: ${formatProblem(n)}`);
    for (const w of warnings) out.stdout.push(format === 'github' ? githubAnnotation(w, 'warning') : `Warning: ${formatProblem(w)}`);
    if (coverage && content) out.stdout.push(...translationCoverage(content));
    if (launch) {
      const awaiting = content?.translations.filter((t) => t.review === 'awaiting-native-review') ?? [];
      for (const t of awaiting) {
        const line: Problem = { file: t.file, path: '$translation.review', message: `translation awaiting review by a native speaker (${localeInfo[t.locale].selfName}): have it read, then write "reviewed" with "reviewedBy" and "reviewedOn" (who, when)`, line: 1, column: 1 };
        out.stdout.push(format === 'github' ? githubAnnotation(line, 'notice') : formatProblem(line));
      }
      if (awaiting.length) out.stdout.push(`${plural(awaiting.length, 'translation file')} awaiting review by a native speaker (listed above).`);
      // Listed, not failing: a price or certificate still valid today may go live; it needs renewing soon.
      const expiring = content ? expiringSoon(content, todayIso()) : [];
      for (const p of expiring) out.stdout.push(format === 'github' ? githubAnnotation(p, 'warning') : formatProblem(p));
      if (expiring.length) out.stdout.push(`Expiring soon: ${expiring.length} (listed above): renew them before the site drops them.`);
      // Where the live site's editor saves (a build setting, not content): listed, never failing.
      out.stdout.push(editorLaunchLine(env));
      for (const p of [...placeholders, ...toConfirm]) out.stdout.push(format === 'github' ? githubAnnotation(p) : formatProblem(p));
      const confirmList = [
        ...(confirm.hsCodes.length ? [plural(confirm.hsCodes.length, 'indicative HS code')] : []),
        ...(confirm.notices.length ? [plural(confirm.notices.length, 'export-policy notice')] : []),
      ].join(' and ');
      const replace = placeholders.length ? `${plural(placeholders.length, 'placeholder')} to replace before going live` : '';
      const check = toConfirm.length ? `${confirmList} to confirm${replace ? '' : ' before going live'}` : '';
      out.stdout.push(
        replace || check
          ? `\n${[replace, check].filter(Boolean).join(', and ')} (see "Before going live" in README.md).`
          : 'Ready to launch: no placeholders left.',
      );
    }
  }
  return { ...out, status: problems.length || placeholders.length || toConfirm.length ? 1 : 0 };
}
