import { useEffect, useRef } from 'react';
import { demoVideo } from '../../shared/media.ts';
import { usePrefersReducedMotion } from '../storefront/usePrefersReducedMotion.ts';

/**
 * The looping, silent demo. It loads and plays only while it is on screen (on a phone it is below
 * the hero, so the page's first seconds are not spent on it) and pauses when scrolled away; with
 * reduced motion it waits on its poster frame with controls.
 */
export function DemoVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void video.play().catch(() => undefined);
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <video
      ref={videoRef}
      className="demo-video"
      width={demoVideo.width}
      height={demoVideo.height}
      poster={demoVideo.poster}
      controls={reducedMotion}
      loop
      muted
      playsInline
      preload="none"
      aria-label="Demo: photos are dropped onto a phone case and arranged into a collage"
    >
      <source src={demoVideo.webm} type="video/webm" />
      <source src={demoVideo.mp4} type="video/mp4" />
    </video>
  );
}
