/** Open Graph pictures of this site: 1200×630 PNG, the size social sites show large. */
export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_CONTENT_TYPE = 'image/png';
