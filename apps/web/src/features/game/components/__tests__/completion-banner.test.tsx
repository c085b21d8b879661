// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { CompletionBanner, completionText } from '../completion-banner';

const t = messages.completion;

function renderBanner(rank: number | null, eventId = 'event-1') {
  return render(
    <MemoryRouter>
      <CompletionBanner eventId={eventId} eventName="DevMeetup" rank={rank} />
    </MemoryRouter>,
  );
}

describe('completion banner', () => {
  it('tells the first finisher they finished first, with a link to their card', () => {
    renderBanner(1);
    expect(screen.getByRole('status')).toHaveTextContent(t.first);
    expect(screen.getByRole('link', { name: t.viewCard })).toHaveAttribute('href', '/DevMeetup/hoogocard/');
  });

  it('tells the others their rank', () => {
    renderBanner(3);
    expect(screen.getByRole('status')).toHaveTextContent('Hoogo! You finished 3rd.');
    expect(screen.queryByText(t.first)).not.toBeInTheDocument();
  });

  it('says only that the card is complete while the rank is unknown', () => {
    renderBanner(null);
    expect(screen.getByRole('status')).toHaveTextContent(t.done);
  });

  it('writes English ordinals', () => {
    expect([2, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(completionText)).toEqual(
      ['2nd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th'].map(
        (n) => `Hoogo! You finished ${n}.`,
      ),
    );
  });

  it('is dismissed with its close button and stays dismissed for this event', async () => {
    const user = userEvent.setup();
    renderBanner(2, 'event-7');
    await user.click(screen.getByRole('button', { name: t.dismiss }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(storage.getEventFlag('completionDismissed', 'event-7')).toBe(true);
    cleanup();
    renderBanner(2, 'event-7');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    cleanup();
    renderBanner(2, 'event-8');
    expect(screen.getByRole('status')).toHaveTextContent('Hoogo! You finished 2nd.');
  });
});
