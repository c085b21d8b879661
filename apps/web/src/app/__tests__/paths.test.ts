import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { eventSegment, type PageName, pagePath, pagePatterns } from '../paths';
import { routes } from '../router';

/** Names that need encoding in a path: a space, letters beyond ASCII, and the URL's own delimiters. */
const awkward = ['Dev Meetup', 'Café Zürich 2026', '東京', 'C#', 'Why?', 'R&D', '50%', 'a/b', '🎉'];

/** The page the app's router opens for a path, and the event name it reads from it. */
function opened(path: string): { pattern?: string; eventName?: string } {
  const leaf = matchRoutes(routes, path.split('?')[0] ?? path)?.at(-1);
  return { pattern: leaf?.route.path, eventName: leaf?.params.eventName };
}

describe('eventSegment', () => {
  it('encodes a name into one path segment that decodes back to it', () => {
    expect(eventSegment('DevMeetup')).toBe('DevMeetup');
    expect(eventSegment('Dev Meetup')).toBe('Dev%20Meetup');
    expect(eventSegment('C#')).toBe('C%23');
    expect(eventSegment('Why?')).toBe('Why%3F');
    expect(eventSegment('Café')).toBe('Caf%C3%A9');
    expect(eventSegment('a/b')).toBe('a%2Fb');
    for (const name of awkward) {
      expect(eventSegment(name)).not.toMatch(/[/?# ]/);
      expect(decodeURIComponent(eventSegment(name))).toBe(name);
    }
  });
});

describe('pagePath', () => {
  it('builds the pages outside an event', () => {
    expect(pagePath.landing()).toBe('/');
    expect(pagePath.dashboard()).toBe('/dashboard');
    expect(pagePath.account()).toBe('/account');
    expect(pagePath.linkedinReturn()).toBe('/linkedin-auth-connect');
    expect(pagePath.entry('event-1')).toBe('/entry/event-1');
    expect(pagePath.entry('id with space')).toBe('/entry/id%20with%20space');
  });

  it('builds the sign-in, with the return path in ruri, encoded', () => {
    expect(pagePath.login()).toBe('/login');
    expect(pagePath.login(null)).toBe('/login');
    expect(pagePath.login('')).toBe('/login');
    expect(pagePath.login('/dashboard')).toBe('/login?ruri=%2Fdashboard');
    const back = '/Dev%20Meetup/hoogocard/?eventRegisterId=7&linkedin=true#top';
    const path = pagePath.login(back);
    expect(new URLSearchParams(path.slice(path.indexOf('?'))).get('ruri')).toBe(back);
    expect(path.split('?')[0]).toBe('/login');
  });

  it('builds each event page with the trailing slash it has always been linked with', () => {
    expect(pagePath.play('DevMeetup')).toBe('/DevMeetup/');
    expect(pagePath.eventLink('DevMeetup')).toBe('/DevMeetup');
    expect(pagePath.card('DevMeetup')).toBe('/DevMeetup/hoogocard/');
    expect(pagePath.card('DevMeetup', { eventRegisterId: 'p 2' })).toBe(
      '/DevMeetup/hoogocard/?eventRegisterId=p%202',
    );
    expect(pagePath.voting('DevMeetup')).toBe('/DevMeetup/voting');
    expect(pagePath.people('DevMeetup')).toBe('/DevMeetup/people');
    expect(pagePath.privacy('DevMeetup')).toBe('/DevMeetup/privacy');
    expect(pagePath.leaderboard('DevMeetup')).toBe('/DevMeetup/leaderboard');
    expect(pagePath.qr('DevMeetup')).toBe('/DevMeetup/qr');
    expect(pagePath.poster('DevMeetup')).toBe('/DevMeetup/poster');
    expect(pagePath.eventAdmin('DevMeetup')).toBe('/dashboard/DevMeetup/');
    expect(pagePath.gameMaster('DevMeetup', 'activity')).toBe('/dashboard/DevMeetup/activity');
    expect(pagePath.gameMaster('DevMeetup', 'results')).toBe('/dashboard/DevMeetup/results');
    expect(pagePath.gameMaster('DevMeetup', 'insights')).toBe('/dashboard/DevMeetup/insights');
  });

  it('encodes the event name the same way in every page, and the router reads it back', () => {
    for (const name of awkward) {
      const built: [PageName, string][] = [
        ['play', pagePath.play(name)],
        ['play', pagePath.eventLink(name)],
        ['card', pagePath.card(name)],
        ['card', pagePath.card(name, { eventRegisterId: 'x#y?z' })],
        ['voting', pagePath.voting(name)],
        ['people', pagePath.people(name)],
        ['privacy', pagePath.privacy(name)],
        ['leaderboard', pagePath.leaderboard(name)],
        ['qr', pagePath.qr(name)],
        ['poster', pagePath.poster(name)],
        ['eventAdmin', pagePath.eventAdmin(name)],
        ['activity', pagePath.gameMaster(name, 'activity')],
        ['results', pagePath.gameMaster(name, 'results')],
        ['insights', pagePath.gameMaster(name, 'insights')],
      ];
      for (const [page, path] of built) {
        expect(path, `${page} of ${name}`).toContain(eventSegment(name));
        expect(path.split('?')[0], `${page} of ${name}`).not.toMatch(/[ #]/);
        expect(opened(path), `${page} of ${name}`).toEqual({ pattern: pagePatterns[page], eventName: name });
      }
    }
    const card = new URL(pagePath.card('C#', { eventRegisterId: 'x#y?z' }), 'http://app.invalid');
    expect(card.hash).toBe('');
    expect(card.searchParams.get('eventRegisterId')).toBe('x#y?z');
  });
});

describe('pagePatterns', () => {
  it('is where every pattern of the router comes from, each used once', () => {
    const used: string[] = [];
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.path !== undefined) used.push(route.path);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect([...used].sort()).toEqual(Object.values(pagePatterns).sort());
  });
});
