import { type ConnectionImage, messages } from '@hoogo/core';
import { useRef } from 'react';
import { u, useElementSize, useVenueUnit } from '../hooks/use-venue-size';
import { distinctImages } from '../utils/venue';

const t = messages.leaderboard;
const v = messages.venue;

const COLUMNS = 3;
/** The caption under each photo: two lines. */
const CAPTION_UNITS = 4.6;

function caption(image: ConnectionImage): string {
  return image.user_name ? v.galleryCaption(image.user_name, image.connected_name) : image.connected_name;
}

/**
 * The recent connections, newest first: one tile per selfie (never the same photo twice), both names
 * under the photo, as many whole tiles as the space holds.
 */
export function RecentImages({ images }: { images: readonly ConnectionImage[] }) {
  const unit = useVenueUnit();
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref, { width: unit * 48, height: unit * 44 });
  const distinct = distinctImages(images);
  const gap = unit * 1;
  const tile = (size.width - gap * (COLUMNS - 1)) / COLUMNS;
  const rows = Math.max(1, Math.floor((size.height + gap) / (tile + unit * CAPTION_UNITS + gap)));
  const shown = distinct.slice(0, rows * COLUMNS);

  return (
    <section
      aria-labelledby="recent-images-title"
      className="flex min-h-0 flex-1 flex-col"
      style={{ gap: u(1) }}
    >
      <h2
        id="recent-images-title"
        className="font-black tracking-wide text-brand-100 uppercase"
        style={{ fontSize: u(2.2) }}
      >
        {t.recentImages}
      </h2>
      <div ref={ref} className="min-h-0 flex-1 overflow-hidden">
        {shown.length === 0 ? (
          <p className="rounded-2xl bg-white/5 text-brand-100" style={{ padding: u(1.6), fontSize: u(2) }}>
            {t.noImages}
          </p>
        ) : (
          <ul
            data-testid="recent-images"
            className="grid"
            style={{ gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))`, gap }}
          >
            {shown.map((image) => (
              <li key={image.image} className="flex min-w-0 flex-col" style={{ gap: u(0.4) }}>
                <img
                  src={image.image}
                  alt={caption(image)}
                  className="aspect-square w-full rounded-xl bg-brand-900 object-cover ring-2 ring-accent-300/60"
                />
                <p
                  data-testid="gallery-caption"
                  className="line-clamp-2 leading-tight font-semibold text-white"
                  style={{ fontSize: u(1.8), height: u(CAPTION_UNITS - 0.4) }}
                >
                  {caption(image)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
