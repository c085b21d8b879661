import { CONFETTI_PIECES } from '@hoogo/core';
import { useEffect, useState } from 'react';
import Confetti from 'react-confetti';

/** 500 pieces, once (no recycling), over the whole window; it ignores the pointer. */
export function BingoConfetti({ onDone }: { onDone: () => void }) {
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <div className="pointer-events-none fixed inset-0 z-40" aria-hidden="true" data-testid="bingo-confetti">
      <Confetti
        width={size.width}
        height={size.height}
        numberOfPieces={CONFETTI_PIECES}
        recycle={false}
        onConfettiComplete={onDone}
      />
    </div>
  );
}
