import { type ConnectionImage, messages } from '@hoogo/core';
import { CameraOff } from 'lucide-react';
import { useRef } from 'react';
import { u, useElementSize, useVenueUnit } from '../hooks/use-venue-size';
import { distinctImages } from '../utils/venue';

const t = messages.leaderboard;
const v = messages.venue;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The caption under each photo: two lines. */
const CAPTION_UNITS = 4.6;

/**
 * The columns and rows of whole tiles that show the most selfies in a width x height area, tiles not
 * under 11 units (about 120 px at 1080 lines); of equal counts, the larger tiles.
 */
export function galleryGrid(width: number, height: number, unit: number): { columns: number; rows: number } {
  const gap = unit;
  let best = { columns: 2, rows: 1, count: 0 };
  for (let columns = 2; columns <= 6; columns += 1) {
    const tile = (width - gap * (columns - 1)) / columns;
    if (tile < unit * 11 && columns > 2) break;
    const rows = Math.max(1, Math.floor((height + gap) / (tile + unit * CAPTION_UNITS + gap)));
    if (rows * columns > best.count) best = { columns, rows, count: rows * columns };
  }
  return { columns: best.columns, rows: best.rows };
}

/**
 * The gallery's words for a photo: "Ada Lovelace & Grace Hopper", the maker (named by the snapshot, or
 * by the board's rows for a live change: `nameOf`) and the person met; `short` shortens each name.
 */
export function photoCaption(
  image: ConnectionImage,
  nameOf: (eventRegisterId: string) => string | undefined,
  short: (name: string) => string = (name) => name,
): string {
  const maker = image.maker_name ?? (image.event_register_id ? nameOf(image.event_register_id) : undefined);
  return maker ? v.galleryCaption(short(maker), short(image.connected_name)) : short(image.connected_name);
}

/**
 * The recent connections, newest first: one tile per selfie (never the same photo twice), both names
 * under the photo, as many whole tiles as the space holds. At an event in an anonymous venue mode
 * (docs/data.md) the board gets no selfies: one short line says so, instead of a box waiting for them.
 */
export function RecentImages({
  images,
  nameOf,
  selfiesShown = true,
}: {
  images: readonly ConnectionImage[];
  /** The name of a player on the board, by event_register_id. */
  nameOf: (eventRegisterId: string) => string | undefined;
  /** False at an event whose venue_privacy keeps selfies off the board. */
  selfiesShown?: boolean;
}) {
  const unit = useVenueUnit();
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref, { width: unit * 48, height: unit * 44 });
  const distinct = distinctImages(images);
  const gap = unit * 1;
  const { columns, rows } = galleryGrid(size.width, size.height, unit);
  const shown = distinct.slice(0, rows * columns);
  // Full names in the photo's text; first names under it, so both fit under a tile read from afar.
  const caption = (image: ConnectionImage) => photoCaption(image, nameOf);
  const shortCaption = (image: ConnectionImage) => photoCaption(image, nameOf, firstName);

  if (!selfiesShown) {
    return (
      <p
        data-testid="selfies-hidden"
        className="flex items-center rounded-2xl bg-white/5 font-semibold text-brand-100 ring-1 ring-white/10"
        style={{ gap: u(1.2), padding: `${u(1.2)} ${u(1.6)}`, fontSize: u(2.2) }}
      >
        <CameraOff aria-hidden="true" className="shrink-0" style={{ width: u(3), height: u(3) }} />
        {t.selfiesHidden}
      </p>
    );
  }

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
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }}
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
                  className="line-clamp-2 leading-tight font-semibold [overflow-wrap:anywhere] text-white"
                  style={{ fontSize: u(1.8), height: u(CAPTION_UNITS - 0.4) }}
                >
                  {shortCaption(image)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
