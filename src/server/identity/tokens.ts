import { createHash, randomBytes } from 'node:crypto';

/** A random secret for cookies and links; only its hash is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
