import { type ConnectionImage, messages } from '@hoogo/core';

const t = messages.leaderboard;

function caption(image: ConnectionImage): string {
  return image.user_name
    ? messages.live.connected(image.user_name, image.connected_name)
    : image.connected_name;
}

/** The recent connection selfies, newest first (at most RECENT_IMAGES_KEPT). */
export function RecentImages({ images }: { images: readonly ConnectionImage[] }) {
  return (
    <section aria-labelledby="recent-images-title" className="flex flex-col gap-3">
      <h2 id="recent-images-title" className="text-sm font-bold tracking-wider text-brand-200 uppercase">
        {t.recentImages}
      </h2>
      {images.length === 0 ? (
        <p className="rounded-2xl bg-white/5 p-4 text-sm text-brand-200">{t.noImages}</p>
      ) : (
        <ul
          data-testid="recent-images"
          className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-4 xl:grid-cols-4"
        >
          {images.map((image, i) => (
            <li
              key={`${image.image}-${image.connected_at}`}
              className="group relative aspect-square overflow-hidden rounded-xl bg-brand-900 ring-1 ring-white/10"
            >
              <img
                src={image.image}
                alt={caption(image)}
                title={caption(image)}
                loading={i < 8 ? 'eager' : 'lazy'}
                className="size-full object-cover"
              />
              <span className="absolute inset-x-0 bottom-0 truncate bg-brand-950/75 px-1.5 py-0.5 text-[0.7rem] font-semibold text-white">
                {image.connected_name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A marquee of the selfies sliding sideways; still (and scrollable) under prefers-reduced-motion. */
export function ScrollingImages({ images }: { images: readonly ConnectionImage[] }) {
  if (images.length === 0) return null;
  const strip = (copy: number) =>
    images.map((image) => (
      <li
        key={`${copy}-${image.image}-${image.connected_at}`}
        aria-hidden={copy === 1 || undefined}
        className="h-24 w-24 shrink-0 overflow-hidden rounded-2xl ring-2 ring-accent-300/70 sm:h-28 sm:w-28"
      >
        <img
          src={image.image}
          alt={copy === 0 ? image.connected_name : ''}
          className="size-full object-cover"
        />
      </li>
    ));
  return (
    <section
      aria-label={t.scrollingImages}
      data-testid="scrolling-images"
      className="overflow-x-auto overflow-y-hidden [scrollbar-width:none] motion-safe:overflow-x-hidden"
    >
      <ul
        className="hoogo-marquee flex w-max gap-3 py-1"
        style={{ '--marquee-duration': `${Math.max(20, images.length * 3)}s` } as React.CSSProperties}
      >
        {strip(0)}
        {strip(1)}
      </ul>
    </section>
  );
}
