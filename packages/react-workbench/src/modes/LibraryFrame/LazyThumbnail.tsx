import { useEffect, useRef, useState } from 'react';
import {
  THUMBNAIL_LOAD_DELAY_MS,
  thumbnailTimerFired,
  thumbnailVisibilityChange,
  type ThumbnailPhase,
} from '@chartbench/core';
import { Frame } from './LibraryFrame.styles';

/** Props of {@link LazyThumbnail}. */
export interface LazyThumbnailProps {
  readonly src: string;
  /** The image's text alternative: the entry's title. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A library thumbnail that loads its image 200 ms after it becomes visible (spec 3 §9), watched with an
 * IntersectionObserver; scrolling away before then cancels the load. Where the browser has no observer it
 * counts as visible. A failed image, or no address at all, is hidden (spec 3 §8) and the frame says so.
 */
export function LazyThumbnail({ src, alt, width, height }: LazyThumbnailProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const phaseRef = useRef<ThumbnailPhase>('hidden');
  const [phase, setPhase] = useState<ThumbnailPhase>('hidden');
  // Remembering which address failed lets a new address try again without resetting state in an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src === '' || failedSrc === src;

  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = (isVisible: boolean) => {
      const change = thumbnailVisibilityChange(phaseRef.current, isVisible);
      phaseRef.current = change.phase;
      if (change.timer === 'start') {
        timer = setTimeout(() => {
          phaseRef.current = thumbnailTimerFired(phaseRef.current);
          setPhase(phaseRef.current);
        }, THUMBNAIL_LOAD_DELAY_MS);
      } else if (change.timer === 'cancel') {
        clearTimeout(timer);
      }
    };
    const Observer = globalThis.IntersectionObserver;
    let observer: IntersectionObserver | undefined;
    if (typeof Observer === 'function') {
      observer = new Observer((records) => {
        const last = records.at(-1);
        if (last) onVisibility(last.isIntersecting);
      });
      observer.observe(element);
    } else {
      onVisibility(true);
    }
    return () => {
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, []);

  return (
    <Frame ref={frameRef} $width={width} $height={height} data-phase={phase}>
      {phase === 'load' && !failed && (
        <img src={src} alt={alt} width={width} height={height} onError={() => setFailedSrc(src)} />
      )}
      {phase === 'load' && failed && <span>Preview unavailable</span>}
    </Frame>
  );
}
