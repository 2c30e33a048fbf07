import { describe, expect, it } from 'vitest';
import { isLocalDatabase, scaleSeedRefusal } from './scale-guard.js';

const local = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bench' };
const strict = { allowNonLocal: false };

describe('scale seed guard', () => {
  it('refuses without DATABASE_URL', () => {
    expect(scaleSeedRefusal({}, strict)).toMatch(/set DATABASE_URL/);
    expect(scaleSeedRefusal({}, { allowNonLocal: true })).toMatch(/set DATABASE_URL/);
  });

  it('runs on a database and a PUBLIC_URL on this machine', () => {
    expect(scaleSeedRefusal(local, strict)).toBeNull();
    expect(scaleSeedRefusal({ ...local, PUBLIC_URL: 'http://127.0.0.1:4000' }, strict)).toBeNull();
  });

  it('refuses a database elsewhere or a public address unless told', () => {
    const remote = { DATABASE_URL: 'postgres://app:secret@db.example.com:5432/classperk' };
    expect(scaleSeedRefusal(remote, strict)).toMatch(/not on this machine/);
    const live = { ...local, PUBLIC_URL: 'https://app.example.com' };
    expect(scaleSeedRefusal(live, strict)).toMatch(/PUBLIC_URL is not on this machine/);
    expect(scaleSeedRefusal(remote, { allowNonLocal: true })).toBeNull();
    expect(scaleSeedRefusal(live, { allowNonLocal: true })).toBeNull();
  });

  it('counts loopback addresses and Unix sockets as this machine', () => {
    expect(isLocalDatabase('postgres://u@localhost/db')).toBe(true);
    expect(isLocalDatabase('postgres://u@[::1]:5432/db')).toBe(true);
    expect(isLocalDatabase('postgres:///db?host=/var/run/postgresql')).toBe(true);
    expect(isLocalDatabase('postgresql://%2Fvar%2Frun%2Fpostgresql/db')).toBe(true);
    expect(isLocalDatabase('postgres://u@10.0.0.5/db')).toBe(false);
    expect(isLocalDatabase('host=localhost dbname=db')).toBe(false);
  });
});
