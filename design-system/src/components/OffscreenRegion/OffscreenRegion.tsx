import type { HTMLAttributes, ReactNode } from 'react';
import { offscreenRegion, type OffscreenRegionVariants } from './OffscreenRegion.css.ts';

export interface OffscreenRegionProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'className' | 'style' | 'children'
> {
  /**
   * The height assumed before the content first renders: sm (12 rem), md (20 rem, default) or
   * lg (32 rem). Close to the real one, the scrollbar barely moves when it renders.
   */
  estimatedHeight?: OffscreenRegionVariants['estimatedHeight'];
  children: ReactNode;
}

/**
 * A block of a long page (a dashboard's lower sections) that the browser renders only as it
 * nears the viewport: a phone lays out the first screen without the rest. It adds no semantics;
 * screen readers, keyboard focus and find-in-page reach its content as usual.
 */
export function OffscreenRegion({ estimatedHeight, children, ...props }: OffscreenRegionProps) {
  return (
    // The attribute lets a whole-page picture render every region (visual tests).
    <div {...props} data-offscreen-region="" className={offscreenRegion({ estimatedHeight })}>
      {children}
    </div>
  );
}
