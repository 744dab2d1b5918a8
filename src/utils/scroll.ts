/** Scrolls an element to the top with an ease-out over `duration` ms (500 ms after navigation). */
export function animateScrollTop(element: Element | null, duration: number): void {
  if (!element || element.scrollTop === 0) return;
  const start = element.scrollTop;
  if (duration <= 0 || typeof requestAnimationFrame !== 'function') {
    element.scrollTop = 0;
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    element.scrollTop = start * (1 - (1 - (1 - t) ** 3));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
