import Image from 'next/image';
import { imageProps } from '@/lib/images';

type Props = {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
};

/** A picture from the API with fixed dimensions (no layout shift) and a neutral placeholder when it is missing. */
export function ContentImage({ src, alt, width, height, sizes, priority, className }: Props) {
  if (!src) {
    return <span className={className} role="presentation" style={{ display: 'block', aspectRatio: `${width} / ${height}`, background: 'var(--navy-100)' }} />;
  }
  return (
    <Image
      {...imageProps(src)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
