import { messages } from '@hoogo/core';
import ImageOff from 'lucide-react/icons/image-off';
import UserRound from 'lucide-react/icons/user-round';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { Thumbnail } from '@/components/ui/photo';

/**
 * The selfie of a filled cell, or, when there is none (deleted by the event's retention or a host's
 * purge, docs/data.md) or it does not load, a quiet silhouette in its place: never a broken image. The
 * cell's name and label say who it is, so both are decorative.
 */
export function CellPhoto({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        aria-hidden="true"
        data-testid="no-photo"
        className={cn(
          'absolute inset-0 flex items-start justify-center bg-brand-100 pt-[14%] text-brand-300',
          className,
        )}
      >
        <UserRound className="size-1/2" strokeWidth={1.6} />
      </span>
    );
  }
  return (
    <Thumbnail
      src={src}
      onError={() => setFailed(src)}
      className={cn('absolute inset-0 size-full object-cover', className)}
    />
  );
}

/** The full selfie in a connection's dialog, or a box that says it was deleted. */
export function ConnectionPhoto({ src, name }: { src: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className="flex aspect-square w-full max-w-xs flex-col items-center justify-center gap-2 rounded-2xl bg-brand-50 text-brand-400">
        <ImageOff className="size-10" strokeWidth={1.6} aria-hidden="true" />
        <span className="text-sm font-medium text-slate-600">{messages.selfies.photoDeleted}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={messages.play.photoOf(name)}
      onError={() => setFailed(src)}
      className="aspect-square w-full max-w-xs rounded-2xl object-cover shadow"
    />
  );
}
