import { afterAll, afterEach } from 'vitest';

/**
 * Noise is a bug: a test file that makes anything write console.warn or console.error fails, so a
 * warning cannot hide in a passing run. The message still goes through to the terminal. The state
 * lives on globalThis because this file runs again for every test file in a reused worker.
 */
const KEY = Symbol.for('classperk.console-messages');
const store = globalThis as typeof globalThis & { [KEY]?: string[] };

if (!store[KEY]) {
  const logged: string[] = [];
  store[KEY] = logged;
  for (const level of ['warn', 'error'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      logged.push(`console.${level}: ${args.map((arg) => String(arg)).join(' ')}`);
      original(...args);
    };
  }
}

const assertQuiet = () => {
  const logged = store[KEY] ?? [];
  if (logged.length === 0) return;
  const text = logged.splice(0).join('\n');
  throw new Error(`The code under test wrote to the console:\n${text}`);
};

afterEach(assertQuiet);
afterAll(assertQuiet);
