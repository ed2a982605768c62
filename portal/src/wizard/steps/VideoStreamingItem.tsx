import type { DisplayItemProps } from '../form/item-registry.ts';
import { VideoStream } from './VideoStream.tsx';

/** The `video-streaming` form item: the public video of its `sectionName`. */
export function VideoStreamingItem({ question }: DisplayItemProps) {
  return <VideoStream section={question.sectionName ?? question.key} />;
}
