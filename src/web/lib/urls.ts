/** The YouTube video id of a watch, share, embed, shorts or live link; null for anything else. */
export function youtubeIdOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = parsed.pathname.split('/');
    id =
      first === 'watch'
        ? parsed.searchParams.get('v')
        : first && ['embed', 'shorts', 'live', 'v'].includes(first)
          ? (second ?? null)
          : null;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

export { safeHref } from '../../shared/urls.js';
