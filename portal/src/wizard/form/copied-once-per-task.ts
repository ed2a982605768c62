// react-hook-form's getValues() copies every answer: a step's fields mounting together share one
// copy, taken again once the current task's microtasks run.
export function copiedOncePerTask<T>(read: () => T): () => T {
  let copy: { value: T } | null = null;
  return () => {
    if (!copy) {
      copy = { value: read() };
      queueMicrotask(() => (copy = null));
    }
    return copy.value;
  };
}
