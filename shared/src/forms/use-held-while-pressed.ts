import { useEffect, useRef, useState } from 'react';

/**
 * `value` as it was when the pointer went down, until the press ends (its click included). A press
 * on a button or a checkbox first blurs the field being left; if that blur grew the page above the
 * pointer (the 'AVISO' list appearing), the release would land on another element and the click
 * would be lost. Keyboard changes show at once.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const pressed = useRef(false);
  latest.current = value;

  useEffect(() => {
    const press = (): void => {
      pressed.current = true;
    };
    const release = (): void => {
      pressed.current = false;
      // after the click this release belongs to (dispatched in the same task)
      setTimeout(() => setShown(latest.current), 0);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);

  useEffect(() => {
    if (!pressed.current) setShown(value);
  }, [value]);

  return pressed.current ? shown : value;
}
