'use client';

import Image from 'next/image';
import { useState } from 'react';
import { LOADING_TEXT } from '@/lib/constants';
import { imageProps } from '@/lib/images';
import styles from './BranchCard.module.css';

/**
 * A branch card's picture with the product's placeholder ('This is Loading. branch') in its
 * fixed-size frame until the picture has loaded; a card without a picture keeps a plain frame.
 */
export function BranchPicture({ src }: { src: string | undefined }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <span className={styles.frame}>
      {src && !loaded && (
        <span className={styles.loading} aria-hidden="true">
          {LOADING_TEXT}
        </span>
      )}
      {src && (
        <Image
          {...imageProps(src)}
          alt=""
          width={600}
          height={400}
          sizes="(min-width: 1024px) 25vw, (min-width: 600px) 50vw, 100vw"
          className={styles.picture}
          onLoad={() => setLoaded(true)}
        />
      )}
    </span>
  );
}
