/** The home carousel's settings (docs/screens.md#home). */
export const CAROUSEL = { slidesPerView: 1, wideFrom: 577, wideSlidesPerView: 2, delay: 3500, speed: 1500, spaceBetween: 30 } as const;
