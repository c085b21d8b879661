import { type ActivityItem, messages } from '@hoogo/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmModal, Modal } from '@/components/ui/modal';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useActivity } from '../api/get-activity';
import { useModerateConnection } from '../api/moderate-connection';
import { useLiveActivity } from '../hooks/use-live-activity';
import type { ActivityParams } from '../utils/activity-cache';
import { ActivityRow } from './activity-item';
import { ListStatus, LoadMore } from './paged-list';
import { PlayerModerationModal, type PlayerToModerate, toModerate } from './player-moderation-modal';
import { SearchAndFilter, useSearchAndFilter } from './search-and-filter';

const t = messages.gameMaster;

/** Read when shown: the labels speak the language of the moment. */
const filters = () =>
  [
    {
      value: 'all',
      label: t.filterAll,
    },
    {
      value: 'hidden',
      label: t.filterHidden,
    },
  ] as const satisfies ReadonlyArray<{ value: ActivityParams['filter']; label: string }>;

/** How far down the page the feed's top may go before new connections wait (px). */
const SCROLLED_DOWN_PX = 120;

/**
 * Whether the host is at work in the feed: the pointer over it, the focus in it, or the page scrolled
 * past its top. New connections then wait behind a button instead of moving the items.
 */
function useFeedInteraction() {
  const ref = useRef<HTMLDivElement>(null);
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const enter = () => setPointer(true);
    const leave = () => setPointer(false);
    const focusIn = () => setFocus(true);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocus(false);
    };
    const scroll = () => setScrolled(element.getBoundingClientRect().top < -SCROLLED_DOWN_PX);
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    window.addEventListener('scroll', scroll, { passive: true });
    scroll();
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
      window.removeEventListener('scroll', scroll);
    };
  });
  return { ref, active: pointer || focus || scrolled };
}

/**
 * The hosts' activity feed: every connection, newest first, live over the activity socket; search by
 * player name, all or hidden ones, a page at a time; hide or unhide a connection, remove or restore its
 * player (docs/product.md, "Running the game").
 */
export function ActivityFeed({ eventId }: { eventId: string }) {
  const { params, controls } = useSearchAndFilter(filters());
  const feed = useActivity(eventId, params);
  const moderate = useModerateConnection(eventId);

  const [selfie, setSelfie] = useState<ActivityItem | null>(null);
  const [hiding, setHiding] = useState<ActivityItem | null>(null);
  const [player, setPlayer] = useState<PlayerToModerate | null>(null);
  const interaction = useFeedInteraction();
  const dialogOpen = selfie !== null || hiding !== null || player !== null;
  const { state: live, held, showHeld } = useLiveActivity(eventId, interaction.active || dialogOpen);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function act(item: ActivityItem, action: 'hide' | 'unhide') {
    setBusyId(item.id);
    setErrors(({ [item.id]: _, ...rest }) => rest);
    try {
      await moderate.mutateAsync({ connectionId: item.id, action });
      notify.success(action === 'hide' ? t.hidden : t.unhidden);
      setHiding(null);
    } catch (error) {
      const text = apiMessage(error, action === 'hide' ? t.hideFailed : t.unhideFailed);
      setErrors((current) => ({ ...current, [item.id]: text }));
      notify.error(text);
      setHiding(null);
    } finally {
      setBusyId(null);
    }
  }

  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const empty = params.search ? t.noMatches : params.filter === 'hidden' ? t.noHidden : t.noActivity;

  return (
    <section aria-label={t.connectionsTab} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchAndFilter {...controls} />
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <span
            aria-hidden="true"
            className={
              live === 'open' ? 'size-2.5 rounded-full bg-emerald-500' : 'size-2.5 rounded-full bg-slate-400'
            }
          />
          {live === 'open' ? t.live : t.reconnecting}
        </p>
      </div>

      <ListStatus list={feed} rows={items.length} empty={empty} />
      {feed.isSuccess && items.length > 0 && (
        <div ref={interaction.ref} className="flex flex-col gap-3">
          {held > 0 && (
            <Button
              variant="secondary"
              className="sticky top-2 z-10 self-center shadow-md"
              onClick={showHeld}
            >
              {t.showNew(held)}
            </Button>
          )}
          <ul className="flex flex-col gap-3" aria-busy={feed.isFetching && !feed.isFetchingNextPage}>
            {items.map((item) => (
              <ActivityRow
                key={item.id}
                item={item}
                actions={{
                  busyId,
                  errors,
                  onOpenSelfie: setSelfie,
                  onHide: setHiding,
                  onUnhide: (target) => act(target, 'unhide'),
                  onRemovePlayer: (target) => setPlayer(toModerate(target.player, 'remove')),
                  onRestorePlayer: (target) => setPlayer(toModerate(target.player, 'restore')),
                }}
              />
            ))}
          </ul>
        </div>
      )}
      <LoadMore list={feed} />

      <Modal
        open={selfie !== null}
        onClose={() => setSelfie(null)}
        title={selfie ? t.selfieOf(selfie.player.user_name, selfie.connected_name) : ''}
        size="lg"
      >
        {selfie && (
          <img
            src={selfie.image ?? undefined}
            alt={t.selfieOf(selfie.player.user_name, selfie.connected_name)}
            className="mx-auto max-h-[70dvh] w-auto rounded-xl object-contain"
          />
        )}
      </Modal>

      <ConfirmModal
        open={hiding !== null}
        onClose={() => setHiding(null)}
        title={t.hideTitle}
        cancelLabel={t.cancel}
        confirmLabel={t.hide}
        onConfirm={() => hiding && act(hiding, 'hide')}
        isLoading={hiding !== null && busyId === hiding.id}
        destructive
      >
        <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-700">
          {hiding && t.hidePoints(hiding.player.user_name).map((point) => <li key={point}>{point}</li>)}
        </ul>
      </ConfirmModal>

      <PlayerModerationModal eventId={eventId} target={player} onClose={() => setPlayer(null)} />
    </section>
  );
}
