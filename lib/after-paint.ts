/**
 * Runs `task` after the next frame is painted: work a visitor does not see at once (moving focus, updating the URL)
 * must not hold up the frame that shows the answer. An animation frame runs before the paint, the task it queues
 * after. Returns a cancel function.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
