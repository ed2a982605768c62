import { skeleton, type SkeletonVariants } from './Skeleton.css.ts';

export interface SkeletonProps {
  /** text (a line of text), block (default: an area) or circle (an avatar or icon). */
  shape?: SkeletonVariants['shape'];
  /** CSS width (number = px); default 100 %. */
  width?: number | string;
  /** CSS height (number = px); text lines take the font's height. */
  height?: number | string;
}

/**
 * A shimmering placeholder block. Decorative: hidden from assistive technology; the container
 * that loads says 'Cargando...' (see `Loader`). Still under reduced motion.
 */
export function Skeleton({ shape, width = '100%', height }: SkeletonProps) {
  const size = shape === 'circle' ? (height ?? width) : height;
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={skeleton({ shape })}
      style={{ width, height: size ?? (shape === 'text' ? undefined : 16) }}
    />
  );
}
