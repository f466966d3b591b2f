'use client';

import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CAROUSEL } from '@/lib/carousel';

type Props = { slides: readonly ReactNode[]; swiperClass?: string; slideClass?: string; onSwiper: (swiper: SwiperInstance) => void };

/** Swiper itself, loaded only when the carousel comes near the screen (TestimonialCarousel). */
export default function SwiperTrack({ slides, swiperClass, slideClass, onSwiper }: Props) {
  return (
    <Swiper
      modules={[A11y, Autoplay]}
      className={swiperClass}
      slidesPerView={CAROUSEL.slidesPerView}
      spaceBetween={CAROUSEL.spaceBetween}
      speed={CAROUSEL.speed}
      loop={slides.length > CAROUSEL.wideSlidesPerView}
      autoplay={{ delay: CAROUSEL.delay, disableOnInteraction: false, pauseOnMouseEnter: true }}
      breakpoints={{ [CAROUSEL.wideFrom]: { slidesPerView: CAROUSEL.wideSlidesPerView } }}
      a11y={{ enabled: true, containerRoleDescriptionMessage: 'carousel', slideRole: 'group' }}
      onSwiper={onSwiper}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={i} className={slideClass}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
