/**
 * The paths whose next segment is a secret: a calendar feed's token, and a registration code in
 * the page and in the API call that checks it. Every other route carries ids, not secrets.
 */
const SECRET_SEGMENT = /^((?:\/api)?\/register|\/calendar)\/[^/]+/i;

export const MASK = '…';

const maskPair = (pair: string) => {
  const equals = pair.indexOf('=');
  // A bare value ("?abc") may itself be the secret; a key is kept to show the query's shape.
  return equals === -1 ? MASK : `${pair.slice(0, equals)}=${MASK}`;
};

/**
 * A URL fit for the log: the secret path segment and every query value masked. Reset, invitation
 * and reminders-off links carry their tokens in the query, so no query value is ever written.
 */
export function maskedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const masked = path.replace(SECRET_SEGMENT, `$1/${MASK}`);
  if (queryAt === -1) return masked;
  const query = url.slice(queryAt + 1);
  return `${masked}?${query.split('&').map(maskPair).join('&')}`;
}
