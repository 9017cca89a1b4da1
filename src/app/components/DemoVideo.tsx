import { demoVideo } from '../../shared/media.ts';
import { usePrefersReducedMotion } from '../storefront/usePrefersReducedMotion.ts';

/** The looping, silent demo; with reduced motion it waits on its poster frame with controls. */
export function DemoVideo() {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <video
      className="demo-video"
      width={demoVideo.width}
      height={demoVideo.height}
      poster={demoVideo.poster}
      autoPlay={!reducedMotion}
      controls={reducedMotion}
      loop
      muted
      playsInline
      preload={reducedMotion ? 'none' : 'auto'}
      aria-label="Demo: photos are dropped onto a phone case and arranged into a collage"
    >
      <source src={demoVideo.webm} type="video/webm" />
      <source src={demoVideo.mp4} type="video/mp4" />
    </video>
  );
}
