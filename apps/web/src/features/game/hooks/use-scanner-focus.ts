import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';

/**
 * The friend-code scanner, which replaces its Scan code button while open, and where the focus goes when
 * it closes: back to the button after Close, to the filled code field after a read (`focusCode`), so a
 * keyboard user is never dropped on the page.
 */
export function useScannerFocus(focusCode: () => void) {
  const [scanning, setScanning] = useState(false);
  const [scanFocus, setScanFocus] = useState<'button' | 'code' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusCodeRef = useLatest(focusCode);

  useEffect(() => {
    if (scanning || scanFocus === null) return;
    if (scanFocus === 'code') focusCodeRef.current();
    else buttonRef.current?.focus();
    setScanFocus(null);
  }, [scanning, scanFocus]);

  return {
    scanning,
    buttonRef,
    open: () => setScanning(true),
    /** Closed after a read (the focus goes to the code) or by Close (back to the button). */
    close: (after: 'read' | 'closed') => {
      setScanning(false);
      setScanFocus(after === 'read' ? 'code' : 'button');
    },
  };
}
