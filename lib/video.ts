/*
 * Videos are watch pages on YouTube. The grid shows a picture and loads YouTube's player
 * only when the visitor asks to play (a facade); this reads the video id for the embed.
 */
// YouTube ids are 11 characters today; any short run of the id alphabet is safe in the embed path.
const ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The YouTube id of a watch, short, embed or shorts address; undefined for anything else. */
export function youTubeId(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = parsed.pathname.split('/').filter(Boolean);
    id =
      first === 'watch' ? parsed.searchParams.get('v') : first === 'embed' || first === 'shorts' || first === 'live' ? second : undefined;
  }
  return id && ID.test(id) ? id : undefined;
}

/** The privacy-enhanced embed address that starts playing at once. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}
