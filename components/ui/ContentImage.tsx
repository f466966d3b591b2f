import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
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

/**
 * A picture from the API with fixed dimensions (no layout shift) and a neutral placeholder when
 * it is missing. A plain <img> with next/image's optimised sources: the Image component itself
 * is a client component, and its script is a third of an article page's own JavaScript.
 */
export function ContentImage({ src, alt, width, height, sizes, priority, className }: Props) {
  if (!src) {
    return (
      <span
        className={className}
        role="presentation"
        style={{ display: 'block', aspectRatio: `${width} / ${height}`, background: 'var(--navy-100)' }}
      />
    );
  }
  const { props } = getImageProps({
    ...imageProps(src),
    alt,
    width,
    height,
    sizes,
    className,
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // A priority picture is the page's largest paint: decoded with the frame that first shows it,
  // not in a later one (next/image makes every picture `decoding="async"`).
  // eslint-disable-next-line @next/next/no-img-element -- the optimised <img> of getImageProps, see above
  return <img {...props} alt={alt} decoding={priority ? 'sync' : props.decoding} />;
}
