import { createInterface } from 'node:readline/promises';
import { stdin, stdout } from 'node:process';
import { z } from 'zod';
import { assessPassword } from '../../shared/auth/password-strength.js';
import { emailField, fullName, passwordField, usernameField } from '../../shared/auth/schemas.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../identity/passwords.js';
import { assertUnique } from '../features/auth/registration.js';

const adminSchema = z.object({
  username: usernameField,
  email: emailField,
  fullName,
  password: passwordField,
});

/**
 * Creates an admin account: values come from ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_FULL_NAME and
 * ADMIN_PASSWORD when set, otherwise from prompts (the password is not echoed).
 */
async function main() {
  const config = loadConfig(process.env, { sendsMail: false });
  const rl = createInterface({ input: stdin, output: stdout, terminal: stdin.isTTY });
  const ask = async (label: string, envName: string, secret = false) => {
    const fromEnv = process.env[envName];
    if (fromEnv) return fromEnv;
    if (secret && stdin.isTTY) {
      const mutable = rl as unknown as { _writeToOutput: (text: string) => void };
      const original = mutable._writeToOutput.bind(rl);
      mutable._writeToOutput = (text) => original(text.startsWith(label) ? text : '');
      const answer = await rl.question(label);
      mutable._writeToOutput = original;
      stdout.write('\n');
      return answer;
    }
    return rl.question(label);
  };
  const input = {
    username: await ask('Username: ', 'ADMIN_USERNAME'),
    email: await ask('Email: ', 'ADMIN_EMAIL'),
    fullName: await ask('Full name: ', 'ADMIN_FULL_NAME'),
    password: await ask('Password: ', 'ADMIN_PASSWORD', true),
  };
  rl.close();

  const parsed = adminSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  const { problem } = await assessPassword(parsed.data.password, parsed.data);
  if (problem) {
    console.error(`password: ${problem}`);
    process.exit(1);
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    await assertUnique(database.db, parsed.data.username, parsed.data.email);
    await database.db.insert(users).values({
      username: parsed.data.username,
      email: parsed.data.email,
      fullName: parsed.data.fullName,
      passwordHash: await hashPassword(parsed.data.password),
      role: 'admin',
      isActivated: true,
    });
    console.log(`Admin account '${parsed.data.username}' created.`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
