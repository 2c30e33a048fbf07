import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  MFA_MSG,
  accountEnableSchema,
  accountSetupSchema,
  currentPasswordSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
} from '../../../shared/auth/mfa.js';
import { normaliseRole } from '../../../shared/policies/landing.js';
import { secondFactorRequired } from '../../../shared/policies/second-factor.js';

import type { Api } from '../../http/contract.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser, type SessionUser } from '../../identity/guard.js';
import { assertCurrentPassword } from '../auth/password-check.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { clearSecondFactor } from './clear.js';
import { enrolSecondFactor } from './enrol.js';
import { recoveryCodesLeft, renewRecoveryCodes } from './recovery-codes.js';
import { mfaKey, seal, unseal } from './sealing.js';
import { matchingStep, newTotpSecret, otpauthUri, sealSecret } from './totp.js';
import { ROLES } from '../../../shared/constants.js';

const TAGS = ['Account'];
const SETUP_MS = 15 * 60_000;
const setupContext = (userId: number) => `totp-setup:${userId}`;

/** The signed-in user's own second factor. */
export function registerSecondFactorAccountRoutes(app: Api, services: Services) {
  const { db, config } = services;
  const isRequired = (user: SessionUser) =>
    secondFactorRequired(normaliseRole(user.role), config.mfaRequiredRoles);

  const statusOf = async (user: SessionUser) => ({
    enabled: user.mfaEnabledAt !== null,
    required: isRequired(user),
    recoveryCodesLeft: user.mfaEnabledAt ? await recoveryCodesLeft(db, user.id) : 0,
  });

  app.get(
    '/account/second-factor',
    {
      config: { access: ROLES },
      schema: {
        summary: 'Whether your sign-in has a second step',
        tags: TAGS,
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request) => statusOf(currentUser(request)),
  );

  app.post(
    '/account/second-factor/setup',
    {
      config: { access: ROLES },
      schema: {
        summary: 'A new authenticator secret to turn two-step sign-in on',
        description:
          'Nothing changes until the first code comes back with `sealedSetup` (the key, encrypted).',
        tags: TAGS,
        response: { 200: accountSetupSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const secret = newTotpSecret();
      const payload = JSON.stringify({ secret, expiresAt: Date.now() + SETUP_MS });
      const sealedSetup = seal(await mfaKey(db), payload, setupContext(user.id));
      return { otpauthUri: otpauthUri(user, secret), setupKey: secret, sealedSetup };
    },
  );

  app.post(
    '/account/second-factor',
    {
      config: { access: ROLES },
      schema: {
        summary: 'Turn two-step sign-in on with the first code',
        description: 'The ten recovery codes are in this answer only.',
        tags: TAGS,
        body: accountEnableSchema,
        response: { 200: recoveryCodesSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { sealedSetup, code, currentPassword } = request.body;
      await assertCurrentPassword(db, request, reply, user, currentPassword);
      const opened = unseal(await mfaKey(db), sealedSetup, setupContext(user.id));
      const setup = opened ? (JSON.parse(opened) as { secret: string; expiresAt: number }) : null;
      if (!setup || setup.expiresAt < Date.now()) throw badRequest(MFA_MSG.setupExpired);
      const step = await matchingStep(setup.secret, code, null);
      if (step === null) throw badRequest(MFA_MSG.codeWrong, { code: [MFA_MSG.codeWrong] });
      const sealed = await sealSecret(db, user.id, setup.secret);
      const { recoveryCodes } = await db.transaction((tx) =>
        enrolSecondFactor(tx, request, {
          userId: user.id,
          sealedSecret: sealed,
          step,
          at: 'account',
        }),
      );
      return { recoveryCodes };
    },
  );

  app.post(
    '/account/second-factor/recovery-codes',
    {
      config: { access: ROLES },
      schema: {
        summary: 'Replace your recovery codes with ten new ones',
        tags: TAGS,
        body: currentPasswordSchema,
        response: {
          200: recoveryCodesSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await assertCurrentPassword(db, request, reply, user, request.body.currentPassword);
      if (!user.mfaEnabledAt) throw conflict(MFA_MSG.disabled);
      const recoveryCodes = await db.transaction(async (tx) => {
        await recordSecurityEvent(tx, request, {
          type: 'mfa_recovery_codes_renewed',
          outcome: 'success',
        });
        return renewRecoveryCodes(tx, user.id);
      });
      return { recoveryCodes };
    },
  );

  app.post(
    '/account/second-factor/disable',
    {
      config: { access: ROLES },
      schema: {
        summary: 'Turn two-step sign-in off',
        description: 'Refused (403) for roles that must sign in with a second factor.',
        tags: TAGS,
        body: currentPasswordSchema,
        response: { 200: secondFactorStatusSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (isRequired(user)) throw forbidden(MFA_MSG.requiredForRole);
      await assertCurrentPassword(db, request, reply, user, request.body.currentPassword);
      const updated = await db.transaction(async (tx) => {
        const [row] = await clearSecondFactor(tx, user.id);
        await recordSecurityEvent(tx, request, { type: 'mfa_disabled', outcome: 'success' });
        return row;
      });
      return statusOf(updated ?? user);
    },
  );
}
