import { messages } from '@hoogo/core';
import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { photoCaption } from '@/features/leaderboard/components/recent-images';
import { useBoardGallery } from '../hooks/use-board-gallery';
import { Section } from './remote-section';

const r = messages.remote;

/**
 * Puts a photo of the big screen's gallery full screen, or none (docs/decisions/0080-the-remote.md): the
 * photos are the board's own, live, as radio buttons with their caption, so a phone's keyboard and a
 * screen reader pick them as well as a thumb.
 */
export function PhotoSpotlightSection({
  eventId,
  onPick,
}: {
  eventId: string;
  onPick: (image: string | null, what: string) => void;
}) {
  const { images, loaded, nameOf } = useBoardGallery(eventId);
  const [picked, setPicked] = useState<string | null>(null);
  const name = useId();
  const hintId = useId();

  function pick(image: string | null, caption: string) {
    setPicked(image);
    onPick(image, `${r.spotlightPhoto}: ${caption}`);
  }

  return (
    <Section title={r.spotlightPhoto}>
      <p id={hintId} className="text-sm text-slate-600">
        {loaded && images.length === 0 ? r.noPhotos : r.spotlightPhotoHint}
      </p>
      <fieldset aria-describedby={hintId} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        <legend className="sr-only">{r.spotlightPhoto}</legend>
        <label
          className={cn(
            'flex aspect-square cursor-pointer items-center justify-center rounded-xl p-1 text-center text-sm font-medium ring-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-slate-900',
            picked === null ? 'bg-brand-50 ring-brand-700' : 'bg-slate-50 ring-slate-200',
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={picked === null}
            onChange={() => pick(null, r.photoNone)}
          />
          {r.photoNone}
        </label>
        {images.map((image) => {
          const caption = photoCaption(image, nameOf);
          const src = image.thumbnail ?? image.image;
          return (
            <label
              key={image.image}
              className={cn(
                'relative aspect-square cursor-pointer overflow-hidden rounded-xl ring-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-slate-900',
                picked === image.image ? 'ring-brand-700' : 'ring-transparent',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={picked === image.image}
                onChange={() => pick(image.image, caption)}
              />
              <img src={src} alt={caption} className="size-full object-cover" loading="lazy" />
            </label>
          );
        })}
      </fieldset>
    </Section>
  );
}
