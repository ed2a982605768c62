import { setInteractionModality } from 'react-aria/useFocusVisible';

/**
 * Forgets how the person last interacted (keyboard, pointer or virtual), as a freshly loaded page
 * does: a story shown after one that was clicked must still draw its initial focus ring.
 */
export function resetInteractionModality(): void {
  // React Aria starts with no modality (null), which its setter's type leaves out.
  setInteractionModality(null as unknown as Parameters<typeof setInteractionModality>[0]);
}
