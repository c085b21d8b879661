import {
  CARD_CELL_NAME_CUT,
  CONNECTIONS_TO_UNLOCK_CARD,
  GRID_SIZE,
  type GridCell,
  LINER_CUT,
  messages,
  truncate,
} from '@hoogo/core';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { pagePath } from '@/app/paths';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { HomeLink } from '@/components/ui/home-link';
import { LogoMark } from '@/components/ui/logo';
import { Modal } from '@/components/ui/modal';
import { NetworkError, refetchFailed, SessionEnding } from '@/components/ui/network-error';
import { isSessionEnded } from '@/lib/api-client';
import { useEventInfo } from '@/lib/event-info';
import { apiMessage } from '@/lib/form-errors';
import { startOAuthRedirect } from '@/lib/oauth';
import { usePublicConfig } from '@/lib/public-config';
import { isRetryable } from '@/lib/react-query';
import { storage } from '@/lib/storage';
import { type MatrixOwner, useUserMatrix } from '../api/get-user-matrix';
import { linkedinRedirectUri, storedLinkedinMember } from '../api/linkedin';
import { opensAsPlayer, usePlayerId } from '../api/register-player';
import { useCardDownload } from '../hooks/use-card-download';
import { LinkedinShareDialog } from './linkedin-share-dialog';
import { firstName } from './player-grid';

const t = messages.card;
/** The two images of the card, in the order of their buttons. */
const cardFiles = [
  ['story', 'instagramStory'],
  ['post', 'instagramPost'],
] as const;

/**
 * The name on a tile without a photo (a deleted selfie, or someone else's card at an event that shows
 * no selfies, docs/data.md): whole when it is short (initials such as 'A. L.'), else the first name cut.
 */
const tileName = (name: string) =>
  name.length <= CARD_CELL_NAME_CUT ? name : truncate(firstName(name), CARD_CELL_NAME_CUT);

function PlaceholderCell() {
  return (
    <li
      aria-hidden="true"
      className="flex aspect-square animate-pulse flex-col items-center justify-center gap-0.5 rounded-xl bg-slate-100 p-1 text-slate-600 motion-reduce:animate-none"
    >
      <LogoMark className="size-6 opacity-50" />
      <span className="text-sm font-semibold">{t.namePlaceholder}</span>
      <span className="hidden max-w-full truncate text-sm sm:block">{t.descriptionPlaceholder}</span>
    </li>
  );
}

/** The shareable card (/{eventName}/hoogocard/): the own card, or a player's via ?eventRegisterId=. */
export function CardPage({
  eventName,
  eventRegisterId,
}: {
  eventName: string;
  eventRegisterId: string | null;
}) {
  const event = useEventInfo(eventName);
  const readOnly = Boolean(eventRegisterId);
  // A host who has not joined is sent to the player page's preview rather than registered by looking.
  const asHostPreview = !readOnly && event.data !== undefined && !opensAsPlayer(event.data);
  const playerId = usePlayerId(
    event.data && !readOnly && !asHostPreview ? { id: event.data.id, name: event.data.name } : undefined,
  );
  const owner: MatrixOwner | undefined = eventRegisterId
    ? { eventRegisterId }
    : playerId.data
      ? { userId: playerId.data }
      : undefined;
  const matrix = useUserMatrix(event.data?.id, owner);
  const { downloading, download } = useCardDownload(event.data, matrix.data);
  const [open, setOpen] = useState<GridCell | null>(null);
  const config = usePublicConfig();
  const [search, setSearch] = useSearchParams();
  // The dialog opens by itself on return from LinkedIn or on the first share of this device.
  const [shareOpen, setShareOpen] = useState(
    () =>
      (search.get('linkedin') === 'true' || storage.get('firstTime') === 'true') &&
      storedLinkedinMember() !== null,
  );

  const data = matrix.data;
  const error = event.error ?? playerId.error ?? matrix.error;
  const own = data ? data.editable !== false && !readOnly : !readOnly;
  const connections = data?.total_connections ?? 0;
  const unlocked = connections >= CONNECTIONS_TO_UNLOCK_CARD;
  const title = event.data?.name;
  const linkedinClientId = config.data?.linkedin_enabled ? config.data.linkedin_client_id : null;

  function shareToLinkedin() {
    if (storedLinkedinMember()) {
      setShareOpen(true);
      return;
    }
    if (!linkedinClientId || !config.data) return;
    // /linkedin-auth-connect returns to this card, and a player without a session connects with this
    // event's stored player key (currentEventId -> eventUserId-{id}).
    storage.set('eventName', eventName);
    if (event.data) storage.set('currentEventId', event.data.id);
    storage.set('firstTime', 'true');
    startOAuthRedirect('linkedin', config.data.linkedin_authorize_url, {
      response_type: 'code',
      client_id: linkedinClientId,
      redirect_uri: linkedinRedirectUri(),
      scope: 'openid profile w_member_social',
    });
  }

  function closeShare() {
    setShareOpen(false);
    if (search.has('linkedin')) {
      const next = new URLSearchParams(search);
      next.delete('linkedin');
      setSearch(next, { replace: true });
    }
  }

  if (asHostPreview) return <Navigate to={pagePath.play(eventName)} replace />;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5">
      <div className="flex flex-col gap-1">
        {title && (
          <BackLink to={pagePath.play(eventName)}>
            {t.back}
            <span className="sr-only">{` ${title}`}</span>
          </BackLink>
        )}
        <h1 className="text-2xl font-extrabold break-words text-brand-950 sm:text-3xl">
          {data && !own ? t.playerTitle(data.user_name) : t.title}
        </h1>
        {title && <p className="text-sm font-medium text-brand-700">{title}</p>}
        <p className="text-sm text-slate-600">{messages.game.cardHint}</p>
      </div>

      {error && isSessionEnded(error) ? (
        <SessionEnding />
      ) : error && isRetryable(error) ? (
        <NetworkError
          error={error}
          answeredText={apiMessage(error, event.error ? messages.network.somethingWrong : t.loadFailed)}
          onRetry={refetchFailed(event, playerId, matrix)}
        />
      ) : error ? (
        <>
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
            {apiMessage(error, event.error ? messages.events.infoFailed : t.loadFailed)}
          </p>
          {event.error && <HomeLink className="self-start" />}
        </>
      ) : (
        <ul
          aria-label={t.gridLabel}
          aria-busy={!data}
          className="grid grid-cols-5 gap-1.5 rounded-3xl bg-brand-900 p-2 shadow-lg sm:gap-2 sm:p-3"
        >
          {data
            ? Array.from({ length: GRID_SIZE }, (_, x) =>
                Array.from({ length: GRID_SIZE }, (_, y) => {
                  const cell = data.answer[x]?.[y];
                  const letter = data.question[x]?.[y] ?? '';
                  if (!cell?.connected_name) {
                    return (
                      <li
                        // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
                        key={`${x}-${y}`}
                        aria-label={t.emptyCell(letter)}
                        className="flex aspect-square items-center justify-center rounded-xl bg-white/90 text-xl font-extrabold text-brand-500"
                      >
                        {letter}
                      </li>
                    );
                  }
                  const name = cell.connected_name;
                  // The grid shows the small copy; the full selfie only in the Bingo Card dialog.
                  const photo = cell.thumbnail ?? cell.image;
                  return (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
                      key={`${x}-${y}`}
                      className="aspect-square"
                    >
                      <button
                        type="button"
                        onClick={() => setOpen(cell)}
                        title={cell.liner ? truncate(cell.liner, LINER_CUT) : undefined}
                        aria-label={t.cellLabel(name)}
                        className="relative size-full overflow-hidden rounded-xl bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
                      >
                        {photo ? (
                          <>
                            <img
                              src={photo}
                              alt=""
                              decoding="async"
                              className="absolute inset-0 size-full object-cover"
                            />
                            <span className="absolute inset-x-0 bottom-0 truncate bg-brand-950/75 px-0.5 py-0.5 text-sm leading-tight font-semibold text-white">
                              {truncate(firstName(name), CARD_CELL_NAME_CUT)}
                            </span>
                          </>
                        ) : (
                          <span
                            data-testid="cell-without-photo"
                            className="flex size-full flex-col items-center justify-center bg-accent-100 px-0.5 text-brand-950"
                          >
                            <span
                              aria-hidden="true"
                              className="text-xs leading-none font-extrabold text-brand-500"
                            >
                              {letter}
                            </span>
                            <span className="max-w-full truncate text-sm leading-tight font-bold">
                              {tileName(name)}
                            </span>
                          </span>
                        )}
                      </button>
                    </li>
                  );
                }),
              )
            : Array.from({ length: GRID_SIZE * GRID_SIZE }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positions
                <PlaceholderCell key={i} />
              ))}
        </ul>
      )}

      {own && data && (
        <section className="flex flex-col gap-2">
          {!unlocked && (
            <p role="status" className="rounded-xl bg-accent-50 p-3 text-center text-sm text-accent-700">
              {messages.game.cardLocked}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            {cardFiles.map(([kind, labelKey]) => (
              <Button
                key={kind}
                onClick={() => download(kind)}
                disabled={!unlocked || downloading[kind]}
                isLoading={downloading[kind]}
              >
                {t[labelKey]}
              </Button>
            ))}
          </div>
          {linkedinClientId ? (
            <Button variant="secondary" onClick={shareToLinkedin} disabled={!unlocked}>
              {t.shareLinkedin}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                disabled
                title={t.linkedinNotSetUp}
                aria-describedby="linkedin-note"
              >
                {t.shareLinkedin}
              </Button>
              <p id="linkedin-note" className="text-center text-sm text-slate-600">
                {t.linkedinNotSetUp}
              </p>
            </>
          )}
        </section>
      )}

      {own && event.data && data && unlocked && (
        <LinkedinShareDialog open={shareOpen} onClose={closeShare} info={event.data} matrix={data} />
      )}

      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t.dialogTitle}
        footer={
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {t.back}
          </Button>
        }
      >
        {open && (
          <div className="flex flex-col items-center gap-4 text-center">
            <h3 className="text-xl font-bold text-brand-950">{t.about(open.connected_name ?? '')}</h3>
            {open.image && (
              <img
                src={open.image}
                alt={messages.play.photoOf(open.connected_name ?? '')}
                className="aspect-square w-full max-w-xs rounded-2xl object-cover shadow"
              />
            )}
            {open.liner && <p className="whitespace-pre-line break-words text-slate-700">{open.liner}</p>}
          </div>
        )}
      </Modal>
    </div>
  );
}
