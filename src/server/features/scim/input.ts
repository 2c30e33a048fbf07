import { z } from 'zod';
import { unstorableTextAt } from '../../http/unstorable-text.js';
import { invalidValue } from './errors.js';
import type { UserFields } from './resource.js';

/* A User as a directory sends it in POST and PUT, or as PATCH leaves it (RFC 7643 §4.1). */

/** Entra ID sends booleans as text ("False"); both forms mean the same. */
const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .transform((text) => text.trim().toLowerCase())
    .pipe(z.enum(['true', 'false']))
    .transform((text) => text === 'true'),
]);

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);
const address = z.string().trim().toLowerCase().pipe(z.email().max(254));

const userBody = z.object({
  userName: address,
  externalId: optionalText(255),
  displayName: optionalText(200),
  name: z
    .object({
      formatted: optionalText(200),
      givenName: optionalText(100),
      familyName: optionalText(100),
    })
    .partial()
    .nullish(),
  emails: z
    .array(
      z.object({
        value: address,
        type: text(50).nullish(),
        primary: scimBoolean.nullish(),
      }),
    )
    .max(10)
    .nullish(),
  active: scimBoolean.nullish().transform((value) => value ?? true),
});

/** The canonical spelling of each attribute ClassPerk keeps: SCIM's names are case-insensitive. */
const CANONICAL = new Map(
  [
    'schemas',
    'id',
    'externalId',
    'userName',
    'displayName',
    'name',
    'formatted',
    'givenName',
    'familyName',
    'emails',
    'value',
    'type',
    'primary',
    'active',
    'meta',
  ].map((name) => [name.toLowerCase(), name]),
);
export const canonicalName = (name: string) => CANONICAL.get(name.toLowerCase()) ?? name;

/** The body with every known attribute's name in its canonical case, at any depth. */
export function canonicalKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [canonicalName(key), canonicalKeys(inner)]),
  );
}

/** The address the account's email takes: the primary one, else the work one, else userName. */
function emailOf(body: z.output<typeof userBody>) {
  const emails = body.emails ?? [];
  const chosen =
    emails.find((email) => email.primary === true) ??
    emails.find((email) => email.type?.toLowerCase() === 'work') ??
    emails[0];
  return chosen?.value ?? body.userName;
}

/** A User body as the fields ClassPerk keeps, or SCIM's 400 invalidValue naming the attribute. */
export function readUser(body: unknown): UserFields {
  const unstorable = unstorableTextAt(body);
  if (unstorable) throw invalidValue(`${unstorable.path}: ${unstorable.message}`);
  const parsed = userBody.safeParse(canonicalKeys(body));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidValue(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  const user = parsed.data;
  const givenName = user.name?.givenName ?? null;
  const familyName = user.name?.familyName ?? null;
  const parts = [givenName, familyName].filter(Boolean).join(' ');
  return {
    userName: user.userName,
    email: emailOf(user),
    externalId: user.externalId,
    givenName,
    familyName,
    fullName: (user.displayName ?? user.name?.formatted ?? (parts || user.userName)).slice(0, 200),
    active: user.active,
  };
}
