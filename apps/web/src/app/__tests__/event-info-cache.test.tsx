// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useImportGrid } from '@/features/event-admin/api/import-grid';
import { useRestoreDefaultTemplates } from '@/features/event-admin/api/restore-default-templates';
import { useUpdateEvent } from '@/features/event-admin/api/update-event';
import { useHostRole } from '@/features/leaderboard/api/get-host-role';
import { useEventTemplates } from '@/features/templates-preview/api/get-event-templates';
import { useDeleteEvent } from '@/lib/delete-event';
import { eventInfoKeys, eventInfoQueryOptions, useEventInfo } from '@/lib/event-info';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, fullLetters, signIn } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/render';

const base = '/api/hoogo/manage-event/DevMeetup';
const INFO = `${base}/get-info/`;

/** The server's answer: the caller's role with a token, null without one. */
function serveInfo(info = eventInfo()) {
  return mockApi({
    [`GET ${INFO}`]: (call) => envelope(call.headers.has('Authorization') ? info : { ...info, role: null }),
    [`PATCH ${base}/update/`]: () => envelope(eventInfo({ voting_enabled: true, matrix: fullLetters() })),
    [`DELETE ${base}/templates/`]: () => envelope(eventInfo()),
    [`POST ${base}/grid/import/`]: () =>
      envelope({ grid: fullLetters() }, { message: { general: ['Grid imported'] } }),
    [`DELETE ${base}/delete/`]: () => envelope(null),
  });
}

function withClient() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

/** The player pages' copy (with the session) and the venue board's (as the public). */
async function renderViews(wrapper: (props: { children: ReactNode }) => ReactNode) {
  const player = renderHook(() => useEventInfo('DevMeetup'), { wrapper });
  const board = renderHook(() => useEventInfo('DevMeetup', 'public'), { wrapper });
  await waitFor(() => expect(player.result.current.data).toBeDefined());
  await waitFor(() => expect(board.result.current.data).toBeDefined());
  return { player, board };
}

describe('the event info, loaded once per viewer', () => {
  it('sends the session for the caller and no token for the public board', async () => {
    signIn();
    const api = serveInfo();
    const { wrapper } = withClient();
    const { player, board } = await renderViews(wrapper);

    const calls = api.callsTo('GET', INFO);
    expect(calls).toHaveLength(2);
    expect(calls.filter((c) => c.headers.get('Authorization') === 'Bearer access-1')).toHaveLength(1);
    expect(calls.filter((c) => !c.headers.has('Authorization'))).toHaveLength(1);
    expect(player.result.current.data?.role).toBe('Owner');
    expect(board.result.current.data?.role).toBeNull();
  });

  it('serves the player pages, the templates preview and the host role from one call', async () => {
    signIn();
    const api = serveInfo();
    const { wrapper } = withClient();
    const views = renderHook(
      () => ({
        player: useEventInfo('DevMeetup'),
        templates: useEventTemplates('DevMeetup'),
        role: useHostRole('DevMeetup'),
      }),
      { wrapper },
    );

    await waitFor(() => expect(views.result.current.role).toBe('Owner'));
    expect(views.result.current.templates.data).toEqual({
      post: '/media/defaults/post.png',
      story: '/media/defaults/story.png',
      matrix: eventInfo().matrix,
    });
    expect(views.result.current.player.data?.name).toBe('DevMeetup');
    expect(api.callsTo('GET', INFO)).toHaveLength(1);
  });

  it('shows an update made on the management screen in the player pages and on the board at once', async () => {
    signIn();
    const api = serveInfo();
    const { wrapper } = withClient();
    const { player, board } = await renderViews(wrapper);
    const management = renderHook(() => useUpdateEvent('DevMeetup'), { wrapper });

    await act(() => management.result.current.mutateAsync({ votingEnabled: true, matrix: fullLetters() }));

    // The copies are written once the mutation settles: wait for them rather than race it (a loaded CI
    // machine saw the player's copy still empty right after the mutation resolved).
    await waitFor(() =>
      expect(player.result.current.data).toMatchObject({
        voting_enabled: true,
        matrix: fullLetters(),
        role: 'Owner',
      }),
    );
    await waitFor(() =>
      expect(board.result.current.data).toMatchObject({
        voting_enabled: true,
        matrix: fullLetters(),
        role: null,
      }),
    );
    // The copies took the update's answer: nothing was asked again.
    expect(api.callsTo('GET', INFO)).toHaveLength(2);
  });

  it('shows the default templates everywhere once they are restored', async () => {
    signIn();
    serveInfo(
      eventInfo({
        templates: {
          post: { url: '/media/ab12.png', width: 1080, height: 1080 },
          story: { url: '/media/cd34.png', width: 1080, height: 1920 },
          custom: true,
        },
      }),
    );
    const { wrapper } = withClient();
    const { player, board } = await renderViews(wrapper);
    expect(board.result.current.data?.templates.custom).toBe(true);
    const management = renderHook(() => useRestoreDefaultTemplates('DevMeetup'), { wrapper });

    await act(() => management.result.current.mutateAsync());

    // The copies are written once the mutation settles: wait for them rather than race it.
    for (const view of [player, board]) {
      await waitFor(() =>
        expect(view.result.current.data?.templates).toMatchObject({
          custom: false,
          post: { url: '/media/defaults/post.png' },
        }),
      );
    }
  });

  it('asks both copies again after a grid import', async () => {
    signIn();
    const api = serveInfo();
    const { wrapper } = withClient();
    await renderViews(wrapper);
    const management = renderHook(() => useImportGrid('DevMeetup'), { wrapper });

    await act(() => management.result.current.mutateAsync());

    await waitFor(() => expect(api.callsTo('GET', INFO)).toHaveLength(4));
    const again = api.callsTo('GET', INFO).slice(2);
    expect(again.filter((c) => c.headers.has('Authorization'))).toHaveLength(1);
  });

  it('forgets both copies of a deleted event', async () => {
    signIn();
    serveInfo();
    const { queryClient, wrapper } = withClient();
    await queryClient.fetchQuery(eventInfoQueryOptions('DevMeetup'));
    await queryClient.fetchQuery(eventInfoQueryOptions('DevMeetup', 'public'));
    const management = renderHook(() => useDeleteEvent('DevMeetup'), { wrapper });

    await act(() => management.result.current.mutateAsync());

    expect(queryClient.getQueryCache().findAll({ queryKey: eventInfoKeys.all('DevMeetup') })).toHaveLength(0);
  });
});
