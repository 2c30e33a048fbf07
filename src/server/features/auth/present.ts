import type { z } from 'zod';
import type { currentUserSchema } from '../../../shared/auth/schemas.js';
import { normaliseRole } from '../../../shared/policies/landing.js';
import type { SessionUser } from '../../identity/guard.js';

/** The only shape in which a user leaves the server: no hash, no token. */
export const presentUser = (user: SessionUser): z.output<typeof currentUserSchema> => ({
  id: user.id,
  username: user.username,
  email: user.email,
  fullName: user.fullName,
  role: normaliseRole(user.role),
  profileImage: user.profileImage,
  companyId: user.companyId,
  isActivated: user.isActivated,
  mustChangePassword: user.mustChangePassword,
  safeguardingLead: user.safeguardingLead,
  createdAt: user.createdAt,
});
