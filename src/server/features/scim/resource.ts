/* The SCIM User resource as ClassPerk keeps it (RFC 7643 §4.1), and its wire form. */

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** What ClassPerk stores of a directory's user: an employee's parent account. */
export interface UserFields {
  /** The work email address: the account's username and its email. */
  userName: string;
  email: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  /** The account's full name: displayName, else name.formatted, else the parts, else userName. */
  fullName: string;
  active: boolean;
}

export interface StoredUser extends UserFields {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** The wire form, as GET answers it and PATCH starts from. */
export function toScimUser(user: StoredUser, baseUrl: string) {
  return {
    schemas: [USER_SCHEMA],
    id: String(user.id),
    ...(user.externalId === null ? {} : { externalId: user.externalId }),
    userName: user.userName,
    name: {
      formatted: user.fullName,
      ...(user.givenName === null ? {} : { givenName: user.givenName }),
      ...(user.familyName === null ? {} : { familyName: user.familyName }),
    },
    displayName: user.fullName,
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.active,
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      lastModified: user.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${user.id}`,
      version: `W/"${user.version}"`,
    },
  };
}

export type ScimUser = ReturnType<typeof toScimUser>;
