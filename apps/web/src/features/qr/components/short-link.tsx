import { shortEventLink } from '@/lib/qr';

/** The public link without its scheme; a narrow line breaks it after the slash, not inside the name. */
export function ShortLink({ link }: { link: string }) {
  const short = shortEventLink(link);
  const slash = short.indexOf('/');
  if (slash < 0) return short;
  return (
    <>
      {short.slice(0, slash + 1)}
      <wbr />
      {short.slice(slash + 1)}
    </>
  );
}
