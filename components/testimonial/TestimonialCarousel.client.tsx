'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import styles from './TestimonialCarousel.module.css';

/** The home carousel's settings (spec sections 2 and 9). */
export const CAROUSEL = { slidesPerView: 1, wideFrom: 577, wideSlidesPerView: 2, delay: 3500, speed: 1500, spaceBetween: 30 } as const;

type Props = { slides: readonly ReactNode[]; label: string };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

/**
 * The testimonials carousel: one slide, two from 577px, looping, autoplay every 3.5 s with a
 * 1.5 s transition and 30px between slides. The slides are server-rendered cards, so they are
 * in the HTML before Swiper starts; the CSS lays them out as Swiper will, so nothing jumps.
 * Autoplay can be paused (and stays off for visitors who ask for reduced motion).
 */
export function TestimonialCarousel({ slides, label }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const playing = userPaused === null ? !reducedMotion : !userPaused;
  const loop = slides.length > CAROUSEL.wideSlidesPerView;

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  const togglePlay = () => setUserPaused(playing);

  return (
    <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay]}
        className={styles.swiper}
        slidesPerView={CAROUSEL.slidesPerView}
        spaceBetween={CAROUSEL.spaceBetween}
        speed={CAROUSEL.speed}
        loop={loop}
        autoplay={{ delay: CAROUSEL.delay, disableOnInteraction: false, pauseOnMouseEnter: true }}
        breakpoints={{ [CAROUSEL.wideFrom]: { slidesPerView: CAROUSEL.wideSlidesPerView } }}
        a11y={{ enabled: true, containerRoleDescriptionMessage: 'carousel', slideRole: 'group' }}
        onSwiper={setSwiper}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={i} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => swiper?.slidePrev()} aria-label="Previous testimonial">
            <Icon path="M15 5l-7 7 7 7" />
          </button>
          <button type="button" className={styles.control} onClick={togglePlay} aria-label={playing ? 'Pause testimonials' : 'Play testimonials'}>
            {playing ? <Icon path="M9 5v14M15 5v14" /> : <Icon path="M8 5l11 7-11 7z" />}
          </button>
          <button type="button" className={styles.control} onClick={() => swiper?.slideNext()} aria-label="Next testimonial">
            <Icon path="M9 5l7 7-7 7" />
          </button>
        </div>
      )}
    </div>
  );
}
