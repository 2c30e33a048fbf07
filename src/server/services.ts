import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './email/mailer.js';
import type { SessionStore } from './features/auth/sessions.js';
import type { RateCounter } from './features/auth/throttle.js';

/** What route modules need, built once per app so that tests can build many apps side by side. */
export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  sessions: SessionStore;
  rate: RateCounter;
  ping(): Promise<void>;
}
