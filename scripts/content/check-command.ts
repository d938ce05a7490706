import path from 'node:path';
import { displayPath, loadContent } from './load.ts';
import { launchConfirmations } from './confirm.ts';
import { launchProblems } from './launch.ts';
import { unlinkedNotices } from './notices.ts';
import { formatProblem, githubAnnotation, problemRecord, type Problem } from './problems.ts';
import { unreferencedFileWarnings } from './unreferenced.ts';

export interface CommandResult {
  status: number;
  /** Lines for standard output and standard error. */
  stdout: string[];
  stderr: string[];
}

export const usage = 'usage: npm run content:check -- [--format=text|github|json] [--launch]';

/**
 * npm run content:check [-- --format=text|github|json] [-- --launch]
 *   text (default): one line per problem, `file: json.path: message`
 *   github: `::error file=…,line=…,col=…::…` annotations (the default when GITHUB_ACTIONS=true)
 *   json: one JSON array of {file, path, line, column, message}
 *   --launch: also list what must be replaced (placeholders) or confirmed (indicative HS codes,
 *     export-policy notices) before going live; exit 1 if any
 * Valid content prints "Content OK" and then notices (pages and entries nothing links to) and
 * warnings (pictures and documents nothing names), which never fail.
 */
export function checkCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): CommandResult {
  const out: CommandResult = { status: 0, stdout: [], stderr: [] };
  const formatArg = args.find((a) => a.startsWith('--format='))?.slice('--format='.length);
  const format = formatArg ?? (env.GITHUB_ACTIONS === 'true' ? 'github' : 'text');
  const launch = args.includes('--launch');
  const unknown = args.filter((a) => !a.startsWith('--format=') && a !== '--launch');
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
  const warnings = content ? unreferencedFileWarnings(content) : [];
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
    if (launch) {
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
