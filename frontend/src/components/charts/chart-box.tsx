import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Where the container cannot be measured (no layout, as in a test's simulated DOM), charts draw at this width. */
const fallbackWidth = 640;

/** Draws `children` at the width its container has now, following it as the window resizes. */
export function ChartBox({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="pte-chart__box" style={{ height }}>
      {children(width > 0 ? width : fallbackWidth)}
    </div>
  );
}
