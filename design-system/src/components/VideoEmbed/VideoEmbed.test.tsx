import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoEmbed, youTubeEmbedUrl } from './VideoEmbed.tsx';

describe('youTubeEmbedUrl', () => {
  it('accepts only https youtube.com and youtube-nocookie.com', () => {
    expect(youTubeEmbedUrl('https://www.youtube.com/embed/abc')).toBe(
      'https://www.youtube.com/embed/abc',
    );
    expect(youTubeEmbedUrl('https://youtube-nocookie.com/embed/abc')).toBe(
      'https://youtube-nocookie.com/embed/abc',
    );
    expect(youTubeEmbedUrl('http://www.youtube.com/embed/abc')).toBeNull();
    expect(youTubeEmbedUrl('https://player.vimeo.com/video/1')).toBeNull();
    expect(youTubeEmbedUrl('https://youtube.com.evil.cl/embed/abc')).toBeNull();
    expect(youTubeEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(youTubeEmbedUrl('no es una url')).toBeNull();
  });
});

describe('VideoEmbed', () => {
  it('frames a YouTube video with a title, 560 x 315 at most', () => {
    render(<VideoEmbed src="https://www.youtube.com/embed/abc" title="Cómo invertir" />);
    const frame = screen.getByTitle('Cómo invertir');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc');
    expect(frame).toHaveAttribute('width', '560');
    expect(frame).toHaveAttribute('height', '315');
  });

  it('shows the placeholder for other sources', () => {
    const { container } = render(<VideoEmbed src="https://vimeo.com/1" title="Video" />);
    expect(screen.getByText('Este video no está disponible.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
