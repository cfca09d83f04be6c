// Videos come from YouTube by video id: thumbnails from its image host, the player from the privacy-enhanced
// (no-cookie) embed, which sets no cookies until the visitor plays.

const SAFE_VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

function checkedId(videoId: string): string {
  if (!SAFE_VIDEO_ID.test(videoId)) throw new Error(`ID de vídeo inválido: ${videoId}`);
  return videoId;
}

/** 320x180 thumbnail ('mqdefault'). */
export function thumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(checkedId(videoId))}/mqdefault.jpg`;
}

export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 180;

/** Privacy-enhanced embed that starts playing as soon as the lesson modal opens. */
export function embedUrl(videoId: string): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', modestbranding: '1', playsinline: '1' });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(checkedId(videoId))}?${params.toString()}`;
}

export function isValidVideoId(videoId: string): boolean {
  return SAFE_VIDEO_ID.test(videoId);
}
