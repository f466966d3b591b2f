import { ImageResponse } from 'next/og';
import { formatDate } from '@/lib/dates';
import { site } from '@/lib/site';
import { excerpt } from '@/lib/text';
import { OG_SIZE } from './og-size';

/*
 * The one Open Graph image renderer (1200×630 PNG) behind the opengraph-image.tsx files of
 * the detail routes: text only (no remote pictures to fetch), in next/og's bundled font.
 * Each image is rendered once per address and then served from the cache.
 */

type OgInput = {
  /** What the page is: 'Daily Current Affairs', 'Course', … */
  kicker: string;
  title: string;
  /** 'YYYY-MM-DD' */
  date?: string;
};

/** Emoji and pictographs: the bundled font has none, and next/og would fetch them from the network. */
const PICTOGRAPHS = /[\p{Extended_Pictographic}\p{Regional_Indicator}\uFE0F\u200D]/gu;
/** What the bundled font draws: Latin scripts and common punctuation. */
const DRAWABLE = /^[\u0020-\u024F\u2010-\u2027\u2030-\u205E\u20AC\u2122]*$/;

/**
 * The title as the image can draw it. Titles in other scripts (Hindi course names) would
 * need a font fetched at render time; the image then shows the kind of page instead.
 */
function drawableTitle(title: string, fallback: string): string {
  const text = title.replace(PICTOGRAPHS, '').replace(/\s+/g, ' ').trim();
  return text !== '' && DRAWABLE.test(text) ? excerpt(text, 120) : fallback;
}

export function renderOgImage({ kicker, title, date }: OgInput): ImageResponse {
  const heading = drawableTitle(title, `${kicker} | ${site.name}`);
  const fontSize = heading.length > 90 ? 50 : heading.length > 55 ? 58 : 68;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #0b2545 0%, #13315c 60%, #134074 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, color: '#f4c95d', letterSpacing: 1 }}>
        {drawableTitle(site.name, 'UPSC Coaching')}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 28, color: '#cfe0f5', marginBottom: 20 }}>
          {date ? `${kicker} · ${formatDate(date)}` : kicker}
        </div>
        <div style={{ display: 'flex', fontSize, lineHeight: 1.15 }}>{heading}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, color: '#cfe0f5' }}>
        <span>{new URL(site.url).host}</span>
        <span>UPSC Civil Services Preparation</span>
      </div>
    </div>,
    OG_SIZE,
  );
}
