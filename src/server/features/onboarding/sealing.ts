import {
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/*
 * Sealed results (decision 031): X25519 key agreement with a fresh key per message, HKDF-SHA256,
 * then AES-256-GCM bound to a context (the import job's id). Only the holder of the private key,
 * which never leaves the memory of the request that made it, can open what is sealed for it.
 */

const INFO = 'classperk sealed result v1';
const IV_BYTES = 12;

const exportKey = (key: KeyObject) => key.export({ type: 'spki', format: 'der' });
const importKey = (der: Buffer) => createPublicKey({ key: der, format: 'der', type: 'spki' });

const aesKey = (shared: Buffer, ephemeral: Buffer, recipient: Buffer) =>
  Buffer.from(hkdfSync('sha256', shared, Buffer.concat([ephemeral, recipient]), INFO, 32));

export interface Recipient {
  /** The public half, base64 DER, to hand to whoever seals the result. */
  publicKey: string;
  /** Opens what was sealed for this key in this context; throws when it was altered. */
  open(sealed: string, context: string): string;
}

/** A key pair that lives only as long as this object: its private half is never exported. */
export function newRecipient(): Recipient {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  const recipient = exportKey(publicKey);
  return {
    publicKey: recipient.toString('base64'),
    open(sealed, context) {
      const [ephemeral, iv, tag, body] = sealed
        .split('.')
        .map((part) => Buffer.from(part, 'base64'));
      if (!ephemeral || !iv || !tag || !body) throw new Error('Not a sealed result');
      const shared = diffieHellman({ privateKey, publicKey: importKey(ephemeral) });
      const decipher = createDecipheriv('aes-256-gcm', aesKey(shared, ephemeral, recipient), iv);
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** Seals `plaintext` so that only the holder of `publicKey`'s private half can read it. */
export function seal(plaintext: string, publicKey: string, context: string): string {
  const recipient = Buffer.from(publicKey, 'base64');
  const ephemeral = generateKeyPairSync('x25519');
  const ephemeralPublic = exportKey(ephemeral.publicKey);
  const shared = diffieHellman({
    privateKey: ephemeral.privateKey,
    publicKey: importKey(recipient),
  });
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey(shared, ephemeralPublic, recipient), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [ephemeralPublic, iv, cipher.getAuthTag(), body]
    .map((part) => part.toString('base64'))
    .join('.');
}
