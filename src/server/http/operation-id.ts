const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An operation's OpenAPI name, from its method and path alone, so it stays the same from run to
 * run and only changes when the route does: `GET /api/scheduled-sessions/:id/ics` is
 * `getScheduledSessionsByIdIcs`.
 */
export const operationIdFor = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${capitalised(segment.slice(1))}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .map(capitalised)
            .join(''),
    )
    .join('');
