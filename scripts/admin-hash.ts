/**
 * `npm run admin:hash`: asks for the owner's password (twice and unechoed on a terminal; piped
 * in, it reads standard input) and prints the scrypt hash to set as ADMIN_PASSWORD_HASH. Only
 * the hash goes to standard output, so `npm run -s admin:hash` can feed a secret store.
 */
import { hashPassword, minPasswordLength } from '../src/server/admin/passwordHash.ts';

/** Reads a line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve) => {
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') process.exit(130);
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stderr.write('\n');
          resolve(typed);
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let password: string;
if (process.stdin.isTTY) {
  password = await askHidden('Owner password: ');
  if ((await askHidden('Again: ')) !== password) fail('The two passwords differ; nothing was made.');
} else {
  password = await readPiped();
}
if (password.length < minPasswordLength) fail(`Choose a password of at least ${minPasswordLength} characters.`);
process.stdout.write(`${await hashPassword(password)}\n`);
process.stderr.write('Set ADMIN_PASSWORD_HASH to the line above (it is safe to store; the password is not in it).\n');
