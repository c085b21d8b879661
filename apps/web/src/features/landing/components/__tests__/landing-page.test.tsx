// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { renderApp } from '@/testing/render';

describe('landing page', () => {
  it('shows the real total of connections, even when it is 0', async () => {
    mockApi({ 'GET /api/hoogo/common/total-connections/': () => envelope({ total_connections: 0 }) });
    renderApp('/');
    expect(await screen.findByText('0 connections made so far')).toBeInTheDocument();
  });

  it('formats a large total', async () => {
    mockApi({ 'GET /api/hoogo/common/total-connections/': () => envelope({ total_connections: 12345 }) });
    renderApp('/');
    expect(await screen.findByText('12,345 connections made so far')).toBeInTheDocument();
  });

  it('says so when the total cannot be loaded', async () => {
    mockApi({ 'GET /api/hoogo/common/total-connections/': () => envelope(null, { status: 500 }) });
    renderApp('/');
    expect(await screen.findByText(messages.network.somethingWrong)).toBeInTheDocument();
  });

  it('links to the sign-in and to the how-it-works and rewards sections', async () => {
    mockApi({ 'GET /api/hoogo/common/total-connections/': () => envelope({ total_connections: 3 }) });
    const { container } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: messages.landing.headline });
    expect(screen.getByRole('link', { name: messages.landing.cta })).toHaveAttribute('href', '/login');
    const nav = screen.getAllByRole('navigation', { name: messages.navbar.primaryNav })[0]!;
    expect(within(nav).getByRole('link', { name: messages.landing.nav.howItWorks })).toHaveAttribute(
      'href',
      '#how-it-works',
    );
    expect(within(nav).getByRole('link', { name: messages.landing.nav.rewards })).toHaveAttribute(
      'href',
      '#rewards',
    );
    expect(container.querySelector('#how-it-works')).not.toBeNull();
    expect(container.querySelector('#rewards')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'support@hoogo.app' })).toHaveAttribute(
      'href',
      'mailto:support@hoogo.app',
    );
  });
});
