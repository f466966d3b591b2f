'use client';

import { useState } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import { formatDate } from '@/lib/dates';
import type { VideoItem } from '@/lib/listing/summaries';
import { youTubeEmbedUrl } from '@/lib/video';
import styles from './VideoFacade.module.css';

/**
 * A video as a picture with a play button: YouTube's player (and its scripts and cookies)
 * loads only when the visitor asks to play. The frame keeps the picture's 16:9 box, so
 * nothing moves. Videos that are not on YouTube link to their watch page instead.
 */
export function VideoFacade({ video }: { video: VideoItem }) {
  const [playing, setPlaying] = useState(false);
  const id = video.youTubeId;
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        {playing && id ? (
          <iframe
            className={styles.player}
            src={youTubeEmbedUrl(id)}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <ContentImage
              src={video.thumbnail}
              alt=""
              width={640}
              height={360}
              sizes="(min-width: 1024px) 380px, (min-width: 600px) 50vw, 100vw"
              className={styles.thumb}
            />
            {id ? (
              <button type="button" className={styles.play} onClick={() => setPlaying(true)} aria-label={`Play video: ${video.title}`}>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            ) : (
              video.url && (
                <a
                  className={styles.play}
                  href={video.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Watch video: ${video.title} (opens in a new tab)`}
                >
                  <span className={styles.icon} aria-hidden="true" />
                </a>
              )
            )}
          </>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={video.date}>{formatDate(video.date)}</time>
        </p>
        <h2 className={styles.title}>{video.title}</h2>
        {video.url && (
          <a
            className={styles.external}
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Watch on YouTube: ${video.title} (opens in a new tab)`}
          >
            Watch on YouTube
          </a>
        )}
      </div>
    </article>
  );
}
