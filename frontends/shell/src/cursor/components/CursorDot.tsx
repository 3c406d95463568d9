import { useEffect, useRef } from 'react';

/** Spec 2 §2.1: a custom cursor dot on non-touch devices (a decoration; the system cursor stays). */
export function CursorDot() {
  const dot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fine = window.matchMedia('(pointer: fine)');
    if (!fine.matches) return;
    const move = (event: PointerEvent) => {
      if (!dot.current) return;
      dot.current.style.transform = `translate3d(${event.clientX}px, ${event.clientY}px, 0)`;
      dot.current.dataset.visible = 'true';
    };
    const leave = () => {
      if (dot.current) dot.current.dataset.visible = 'false';
    };
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerleave', leave);
    return () => {
      window.removeEventListener('pointermove', move);
      document.documentElement.removeEventListener('pointerleave', leave);
    };
  }, []);

  return <div ref={dot} className="cursor-dot" aria-hidden="true" data-visible="false" />;
}
