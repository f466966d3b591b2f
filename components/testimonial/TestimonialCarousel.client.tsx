'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { QuietBoundary } from '@/components/ui/QuietBoundary.client';
import styles from './TestimonialCarousel.module.css';

type Props = { slides: readonly ReactNode[]; label: string };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

// Swiper's part: its code is fetched when the carousel first comes near the screen.
const SwiperTrack = lazy(() => import('./SwiperTrack.client'));

/** Whether the element has come within a screen's height of the viewport (once true, stays true). */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** The slides as Swiper will lay them out, before it starts (same classes, so nothing moves). */
function StillSlides({ slides }: { slides: readonly ReactNode[] }) {
  return (
    <div className={`swiper ${styles.swiper}`}>
      <div className="swiper-wrapper">
        {slides.map((slide, i) => (
          <div key={i} className={`swiper-slide ${styles.slide}`}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The testimonials carousel: one slide, two from 577px, looping, autoplay every 3.5 s with a
 * 1.5 s transition and 30px between slides. The slides are server-rendered cards, so they are
 * in the HTML before Swiper starts; the CSS lays them out as Swiper will, so nothing jumps.
 * Autoplay can be paused (and stays off for visitors who ask for reduced motion).
 * Swiper's code loads and starts when the carousel comes within a screen of view: on a phone the
 * carousel is far below the fold, and starting its loop at load was the home page's longest
 * main-thread work while a visitor waited for the page to respond.
 */
export function TestimonialCarousel({ slides, label }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearScreen(root);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const playing = userPaused === null ? !reducedMotion : !userPaused;

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  const togglePlay = () => setUserPaused(playing);
  // Before Swiper starts, while its code loads, and if that code cannot be fetched.
  const still = <StillSlides slides={slides} />;

  return (
    <div ref={root} className={styles.carousel} role="group" aria-roledescription="carousel" aria-label={label}>
      {near ? (
        <QuietBoundary fallback={still}>
          <Suspense fallback={still}>
            <SwiperTrack slides={slides} swiperClass={styles.swiper} slideClass={styles.slide} onSwiper={setSwiper} />
          </Suspense>
        </QuietBoundary>
      ) : (
        still
      )}
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => swiper?.slidePrev()} aria-label="Previous testimonial">
            <Icon path="M15 5l-7 7 7 7" />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={togglePlay}
            aria-label={playing ? 'Pause testimonials' : 'Play testimonials'}
          >
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
