import { createServer } from 'node:http';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 (no login, no TLS); every message it takes lands in `mails`, parsed. Returns its close. */
export async function startSmtp(port: number, mails: ParsedMail[]): Promise<() => void> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return () => smtp.close();
}

/** A real HTTP receiver for the enquiry webhook; each request's body and X-Signature-256 land in `hooks`. Returns its close. */
export async function startHookReceiver(port: number, hooks: { signature: string; body: string }[]): Promise<() => void> {
  const hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      hooks.push({ signature: String(req.headers['x-signature-256']), body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => hook.listen(port, '127.0.0.1', resolve));
  return () => hook.close();
}
