import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Field names that must never carry a value out of the server (booleans such as mustChangePassword may). */
const SECRET_KEY = /pass(word)?|hash|token|secret/i;
const SECRET_TEXT: [RegExp, string][] = [
  [/\$argon2/, 'an argon2 hash'],
  [/\b[a-f0-9]{64}\b/i, 'a SHA-256-looking hex string'],
  // A stack line, raw or inside a JSON string (where the newline is the two characters \n).
  [/"stack"|(?:\n|\\n)\s*at [^\n]+?:\d+:\d+/, 'a stack trace'],
];

/** A feature switch such as SCIM's changePassword: { supported: false } names, never holds, one. */
const isCapability = (value: unknown) =>
  !!value &&
  typeof value === 'object' &&
  Object.keys(value).length === 1 &&
  typeof (value as { supported?: unknown }).supported === 'boolean';

function secretKeys(value: unknown, path: string, found: string[]) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => secretKeys(item, `${path}[${i}]`, found));
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    // `errors` maps form field names (password, confirmPassword) to messages: names, not values.
    if (key === 'errors' && path === '') continue;
    if (SECRET_KEY.test(key) && typeof child !== 'boolean' && !isCapability(child))
      found.push(`${path}.${key}`);
    secretKeys(child, `${path}.${key}`, found);
  }
}

/** Every string the request carried in a field that names a secret, e.g. the password it sent. */
function sentSecrets(value: unknown, out: string[] = []): string[] {
  if (!value || typeof value !== 'object') return out;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string' && SECRET_KEY.test(key) && child.length >= 6) out.push(child);
    else sentSecrets(child, out);
  }
  return out;
}

/**
 * Fails the test when a response body shows a password, a hash, a token, a session id or a stack
 * trace. createTestApp runs it on every response, so every call of the suite is checked.
 */
export function assertNoSecrets(response: LightMyRequestResponse, sent: InjectOptions) {
  const where = `${String(sent.method)} ${JSON.stringify(sent.url)} -> ${response.statusCode}: ${response.body.slice(0, 300)}`;
  const body = response.body;
  for (const [pattern, what] of SECRET_TEXT) {
    expect(pattern.test(body), `response shows ${what}: ${where}`).toBe(false);
  }

  const payload: unknown = typeof sent.payload === 'string' ? tryJson(sent.payload) : sent.payload;
  const cookieValues = [
    ...response.cookies.map((c) => c.value),
    ...String(sent.headers?.cookie ?? '')
      .split(';')
      .map((part) => part.split('=')[1] ?? ''),
  ].filter((value) => value.length >= 16);
  for (const secret of [...sentSecrets(payload), ...cookieValues]) {
    expect(body.includes(secret), `response echoes a secret it was sent: ${where}`).toBe(false);
  }

  const type = String(response.headers['content-type'] ?? '');
  // The API's description names the secret fields it accepts (password, token): names, not values.
  const isApiDescription = typeof sent.url === 'string' && sent.url.startsWith('/api/openapi.json');
  // A company's new SCIM token is shown once, in the answer that makes it (decision 124).
  const isNewScimToken =
    typeof sent.url === 'string' &&
    /^\/api\/(employer|admin\/companies\/\d+)\/provisioning\/token$/.test(sent.url);
  if (type.includes('json') && body && !isApiDescription && !isNewScimToken) {
    const found: string[] = [];
    secretKeys(JSON.parse(body), '', found);
    expect(found, `response has secret fields: ${where}`).toEqual([]);
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
