/** Frames to wait for the confirmation to finish closing before giving up (about 1 s). */
const MAX_FRAMES = 60;

/**
 * Once an item has left a list, focus would fall to the page: move it to `pickTarget()` as soon
 * as the confirmation has finished closing (its exit animation) and only if focus was really lost.
 */
export function focusAfterRemoval(root: HTMLElement, pickTarget: () => HTMLElement | null) {
  const doc = root.ownerDocument;
  let frames = 0;
  const tick = () => {
    frames += 1;
    const dialogOpen = doc.querySelector('[role="alertdialog"]') !== null;
    const active = doc.activeElement;
    const lost = !active || active === doc.body || !active.isConnected;
    // One extra frame lets React Aria try its own restore first.
    if (!dialogOpen && lost && frames > 1) {
      pickTarget()?.focus();
      return;
    }
    if (frames < MAX_FRAMES) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
