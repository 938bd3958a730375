'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';

/** How far below the viewport a widget starts loading, so it is ready when the reader gets there. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

interface LazyOptions {
  /** Shown in the placeholder and in the fallback if loading fails. */
  name: string;
  /** Reserved height in px, so nothing jumps when the widget arrives (CLS 0). */
  minHeight: number;
}

/**
 * Wraps a heavy widget so its code is fetched only when it comes near the viewport. The page
 * ships just this wrapper; the widget's chunk is requested by `load()` on first approach.
 * Failures to load or render show a readable message instead of breaking the page.
 */
export function lazyWidget<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { name, minHeight }: LazyOptions): ComponentType<P> {
  const Widget = lazy(load);
  function LazyWidget(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    useEffect(() => {
      const node = ref.current;
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(node);
      return () => observer.disconnect();
    }, [near]);
    const placeholder = (
      <div className="flex items-center justify-center rounded-lg border border-dashed border-[var(--border)] text-sm text-[var(--fg-muted)]" style={{ minHeight }}>
        Loading {name}…
      </div>
    );
    const fallback = (
      <div role="alert" className="rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4 text-sm">
        The {name} could not be displayed. Reload the page to try again; the rest of this page works as usual.
      </div>
    );
    return (
      <div ref={ref} className="not-prose my-6" data-widget={name} style={{ minHeight }}>
        {near ? (
          <ErrorBoundary fallback={fallback}>
            <Suspense fallback={placeholder}>
              <Widget {...props} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
    );
  }
  LazyWidget.displayName = `Lazy(${name})`;
  return LazyWidget;
}
