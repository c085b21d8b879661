import { cn } from './cn';

/** A picture beside a name that says who it is: loaded as it nears the screen, decoded off the main thread. */
export function Thumbnail({
  src,
  className,
  onError,
}: {
  src: string;
  className?: string;
  onError?: () => void;
}) {
  return <img src={src} alt="" loading="lazy" decoding="async" onError={onError} className={className} />;
}

/**
 * A person's photo on a tile whose size and shape `className` gives: their selfie (its small copy when there
 * is one), else the first letter of their name. With `label` the letter tile is an image of that name for
 * screen readers; without it, it is decorative (the name stands beside it).
 */
export function PersonPhoto({
  photo,
  name,
  label,
  className,
}: {
  photo: { thumbnail: string | null; image: string | null };
  name: string;
  label?: string;
  className: string;
}) {
  const src = photo.thumbnail ?? photo.image;
  if (src) return <Thumbnail src={src} className={cn('shrink-0 bg-brand-100 object-cover', className)} />;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      {...named}
      className={cn(
        'flex shrink-0 items-center justify-center bg-brand-900 font-black text-accent-300',
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
