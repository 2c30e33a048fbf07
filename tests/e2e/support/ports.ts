/** The app server every spec uses, from E2E_PORT so that several runs can share a machine. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * A second app server on the same database that requires a second factor of admins and tutors,
 * as a deployment does by default (decision 040); the main one does not, so other specs sign in
 * with a password alone.
 */
export const SECOND_FACTOR_REQUIRED_PORT = APP_PORT + 50;
