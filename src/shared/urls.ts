/**
 * A link we may put in an href: http(s), or a path on this site (uploaded files). Anything else
 * (javascript:, data:) becomes null, even if old data slipped past the server's checks.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
