import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  MFA_MSG,
  enrolledSignInSchema,
  enrolmentSchema,
  recoveryCodeSchema,
  totpCodeSchema,
} from '../../../shared/auth/mfa.js';
import { signedInUserSchema } from '../../../shared/auth/schemas.js';
import { SERVER_MSG } from '../../../shared/messages.js';
import { signInChallenges } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { conflict, tooManyRequests, unauthorized } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { findTrustedDevice } from '../auth/devices.js';
import { forgiveLoginFailures, reserveLoginAttempt } from '../auth/login-throttle.js';
import { startSession } from '../auth/login.js';
import { presentUser } from '../auth/present.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import {
  challengesOf,
  claimChallengeAttempt,
  clearChallengeCookie,
  openChallenge,
} from './challenges.js';
import { enrolSecondFactor } from './enrol.js';
import { redeemRecoveryCode } from './recovery-codes.js';
import { acceptTotp, matchingStep, otpauthUri, unsealSecret } from './totp.js';

const TAGS = ['Sign-in'];
const stepErrors = { 401: errorBodySchema, 429: errorBodySchema };

/**
 * The second step of a sign-in. Each code counts against the sign-in throttle before it is
 * checked, like a password, and against the challenge, which dies after a few wrong ones.
 */
export function registerSecondFactorSignInRoutes(app: Api, services: Services) {
  const { db, config } = services;

  /** The challenge, with this code already counted; `check` then says whether it was right. */
  async function attempt(
    request: FastifyRequest,
    reply: FastifyReply,
    check: (row: Awaited<ReturnType<typeof openChallenge>>) => Promise<boolean>,
    failure: { type: 'mfa_challenge' | 'mfa_recovery_code_used'; message: string },
  ) {
    const row = await openChallenge(db, request);
    const client = {
      subject: row.user.username.toLowerCase(),
      ip: request.ip,
      deviceId: await findTrustedDevice(db, request, row.user.id),
    };
    const reserved = await reserveLoginAttempt(db, client);
    if ('retryAfterSeconds' in reserved) {
      reply.header('retry-after', String(reserved.retryAfterSeconds));
      throw tooManyRequests(SERVER_MSG.tooManyAttempts);
    }
    await claimChallengeAttempt(db, row.challenge);
    if (!(await check(row))) {
      await recordSecurityEvent(db, request, {
        type: failure.type,
        outcome: 'failure',
        actorId: null,
        subjectId: row.user.id,
        username: row.user.username,
      });
      throw unauthorized(failure.message);
    }
    await forgiveLoginFailures(db, client, reserved.attemptId);
    await db.delete(signInChallenges).where(challengesOf(row.user.id));
    clearChallengeCookie(reply, config);
    return row;
  }

  app.post(
    '/login/second-factor',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Finish signing in with a code from the authenticator app',
        tags: TAGS,
        body: totpCodeSchema,
        response: { 200: signedInUserSchema, ...stepErrors },
      },
    },
    async (request, reply) => {
      const { user } = await attempt(
        request,
        reply,
        ({ user }) => acceptTotp(db, user, request.body.code),
        { type: 'mfa_challenge', message: MFA_MSG.codeWrong },
      );
      await recordSecurityEvent(db, request, {
        type: 'mfa_challenge',
        outcome: 'success',
        actorId: user.id,
      });
      return {
        ...presentUser(user),
        ...(await startSession(services, request, reply, user, 'totp')),
      };
    },
  );

  app.post(
    '/login/recovery-code',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Finish signing in with a recovery code, which then stops working',
        tags: TAGS,
        body: recoveryCodeSchema,
        response: { 200: signedInUserSchema, ...stepErrors },
      },
    },
    async (request, reply) => {
      const { user } = await attempt(
        request,
        reply,
        ({ user }) =>
          user.mfaEnabledAt
            ? redeemRecoveryCode(db, user.id, request.body.recoveryCode)
            : Promise.resolve(false),
        { type: 'mfa_recovery_code_used', message: MFA_MSG.recoveryCodeWrong },
      );
      await recordSecurityEvent(db, request, {
        type: 'mfa_recovery_code_used',
        outcome: 'success',
        actorId: user.id,
      });
      return {
        ...presentUser(user),
        ...(await startSession(services, request, reply, user, 'recovery_code')),
      };
    },
  );

  /** The secret offered to a user who must enrol before reaching their area. */
  async function pendingSecretOf(row: Awaited<ReturnType<typeof openChallenge>>) {
    const sealed = row.challenge.pendingSecret;
    const secret = sealed ? await unsealSecret(db, row.user.id, sealed) : null;
    if (!secret) throw conflict(MFA_MSG.challengeGone);
    return { sealed: sealed!, secret };
  }

  app.get(
    '/login/second-factor/enrolment',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The authenticator secret offered to an account that must enrol',
        tags: TAGS,
        response: { 200: enrolmentSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const row = await openChallenge(db, request);
      const { secret } = await pendingSecretOf(row);
      return { otpauthUri: otpauthUri(row.user, secret), setupKey: secret };
    },
  );

  app.post(
    '/login/second-factor/enrolment',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Enrol with the first code from the authenticator app, and sign in',
        description: 'The ten recovery codes are in this answer only.',
        tags: TAGS,
        body: totpCodeSchema,
        response: { 200: enrolledSignInSchema, 409: errorBodySchema, ...stepErrors },
      },
    },
    async (request, reply) => {
      let step: number | null = null;
      let sealed = '';
      const { user } = await attempt(
        request,
        reply,
        async (row) => {
          const pending = await pendingSecretOf(row);
          sealed = pending.sealed;
          step = await matchingStep(pending.secret, request.body.code, null);
          return step !== null;
        },
        { type: 'mfa_challenge', message: MFA_MSG.codeWrong },
      );
      const enrolled = await db.transaction((tx) =>
        enrolSecondFactor(tx, request, {
          userId: user.id,
          sealedSecret: sealed,
          step: step!,
          at: 'sign_in',
        }),
      );
      const signedIn = enrolled.user ?? user;
      const started = await startSession(services, request, reply, signedIn, 'enrolled');
      return {
        user: { ...presentUser(signedIn), ...started },
        recoveryCodes: enrolled.recoveryCodes,
      };
    },
  );
}
