import { useState } from 'react';

/**
 * True in the render in which `value` (a path, an address) differs from the previous render's. The
 * component resets the state that belonged to the old value then, in that same render: React renders
 * it again at once, so the new value never shows with the old state, as it would for a commit if an
 * effect reset it ("adjusting some state when a prop changes", react.dev/learn/you-might-not-need-an-effect).
 */
export function useChanged(value: unknown): boolean {
  const [last, setLast] = useState(value);
  if (last === value) return false;
  setLast(value);
  return true;
}
