import { contentDir, displayPath, loadContent } from './load.ts';
import { formatProblem } from './problems.ts';

const dir = contentDir();
const { problems, content } = loadContent(dir);
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} content problem${problems.length === 1 ? '' : 's'} in ${displayPath(dir)}. Fix them and run "npm run content:check" again.`);
  process.exit(1);
}
console.log(`Content OK: ${displayPath(dir)}: ${content?.pages.length ?? 0} pages, ${content?.entries.length ?? 0} catalogue entries.`);
