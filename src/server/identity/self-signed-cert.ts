import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { DAY_MS } from '../../shared/dates/durations.js';

// Just enough DER to write one X.509 certificate: node:crypto reads certificates but makes none.
const length = (n: number) =>
  n < 0x80
    ? Buffer.from([n])
    : n < 0x100
      ? Buffer.from([0x81, n])
      : Buffer.from([0x82, n >> 8, n & 0xff]);
const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const seq = (...parts: Buffer[]) => tlv(0x30, ...parts);
const oid = (dotted: string) => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
};
const utcTime = (date: Date) =>
  tlv(0x17, Buffer.from(date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));
const name = (cn: string) => seq(tlv(0x31, seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn)))));
const SHA256_RSA = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));

export interface KeyPair {
  privateKey: KeyObject;
  privateKeyPem: string;
  /** The certificate, base64 DER, as SAML metadata carries it. */
  certificate: string;
  certificatePem: string;
}

/**
 * A fresh RSA key and a self-signed certificate for it, valid from yesterday for `days`: ClassPerk's
 * SAML signing key for a company (decision 129), and the tests' identity providers' keys.
 */
export function makeKeyPair(commonName: string, days = 365): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Date.now();
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    // A positive serial number: a leading byte below 0x80, then random bytes.
    tlv(0x02, Buffer.concat([Buffer.from([1]), randomBytes(15)])),
    SHA256_RSA,
    name(commonName),
    seq(utcTime(new Date(now - DAY_MS)), utcTime(new Date(now + days * DAY_MS))),
    name(commonName),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = seq(tbs, SHA256_RSA, tlv(0x03, Buffer.from([0]), signature));
  const certificate = der.toString('base64');
  return {
    privateKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificate,
    certificatePem: `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`,
  };
}
