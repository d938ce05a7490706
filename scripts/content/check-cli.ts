import { checkCommand } from './check-command.ts';

// The content check as a command; see check-command.ts for the options and formats.
const result = checkCommand(process.argv.slice(2));
if (result.stdout.length) console.log(result.stdout.join('\n'));
if (result.stderr.length) console.error(result.stderr.join('\n'));
process.exit(result.status);
