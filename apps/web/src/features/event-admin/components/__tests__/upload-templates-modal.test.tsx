// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/testing/api';
import { adminBase, openEventAdmin } from '@/testing/event-admin';
import { eventInfo, signIn } from '@/testing/fixtures';
import { openDialog } from '@/testing/render';

const t = messages.eventAdmin;
const base = adminBase;

let objectUrls = 0;

beforeEach(() => {
  signIn();
  objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:chosen-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});

const image = (name: string) => new File(['png'], name, { type: 'image/png' });
const customInfo = eventInfo({
  others_post: '/media/own-post.png',
  others_story: '/media/own-story.png',
  templates: {
    post: { url: '/media/own-post.png', width: 1080, height: 1080 },
    story: { url: '/media/own-story.png', width: 1080, height: 1920 },
    custom: true,
  },
});

async function openTemplates(options: Parameters<typeof openEventAdmin>[0] = {}) {
  const opened = await openEventAdmin(options);
  const dialog = await openDialog(opened.user, t.uploadTemplates, t.templatesTitle);
  return { ...opened, dialog };
}

/** The template a preview card is drawn on. */
const drawnOn = (dialog: HTMLElement, card: string) =>
  within(dialog).getByRole('img', { name: card }).getAttribute('data-template');

describe('upload templates modal', () => {
  it('shows the current templates with their advised sizes', async () => {
    const { dialog } = await openTemplates();
    expect(within(dialog).getByAltText(t.templatePreviewAlt(t.postTemplate))).toHaveAttribute(
      'src',
      '/media/defaults/post.png',
    );
    expect(within(dialog).getByText(t.postTemplateHint)).toBeInTheDocument();
    expect(within(dialog).getByText(t.storyTemplateHint)).toBeInTheDocument();
  });

  it('tells designers where the grid is drawn on each template', async () => {
    const { dialog } = await openTemplates();
    expect(within(dialog).getByText(t.templateGridArea(106, 325, 500))).toBeInTheDocument();
    expect(within(dialog).getByText(t.templateGridArea(125, 385, 823))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.postTemplate)).toHaveAccessibleDescription(
      expect.stringContaining(t.templateGridArea(106, 325, 500)),
    );
  });

  it('warns about a chosen image of another size than the card, and not about one of the right size', async () => {
    const { user, dialog } = await openTemplates();
    /** The preview image loads with the chosen file's own size. */
    const loaded = (alt: string, width: number, height: number) => {
      const img = within(dialog).getByAltText(alt);
      Object.defineProperty(img, 'naturalWidth', { configurable: true, value: width });
      Object.defineProperty(img, 'naturalHeight', { configurable: true, value: height });
      fireEvent.load(img);
    };
    await user.upload(within(dialog).getByLabelText(t.postTemplate), image('small.png'));
    loaded(t.templatePreviewAlt(t.postTemplate), 800, 600);
    const warning = t.templateSizeWarning(800, 600, { width: 1080, height: 1080 });
    expect(await within(dialog).findByText(warning)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.postTemplate)).toHaveAccessibleDescription(
      expect.stringContaining(warning),
    );

    await user.upload(within(dialog).getByLabelText(t.postTemplate), image('post.png'));
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();
    loaded(t.templatePreviewAlt(t.postTemplate), 1080, 1080);
    await user.upload(within(dialog).getByLabelText(t.storyTemplate), image('story.png'));
    loaded(t.templatePreviewAlt(t.storyTemplate), 1080, 1920);
    expect(within(dialog).queryByText(/will be stretched/)).not.toBeInTheDocument();
  });

  it('asks for both templates when only one is chosen, without a request', async () => {
    const { user, dialog, api } = await openTemplates();
    await user.upload(within(dialog).getByLabelText(t.postTemplate), image('post.png'));
    expect(within(dialog).getByAltText(t.templatePreviewAlt(t.postTemplate))).toHaveAttribute(
      'src',
      'blob:chosen-1',
    );
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(messages.validation.templatesBoth)).toBeInTheDocument();
    expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const { dialog } = await openTemplates();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(dialog).getByLabelText(t.storyTemplate),
      new File(['%PDF'], 'story.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText(messages.validation.fileNotImage)).toBeInTheDocument();
  });

  it('uploads both templates as multipart and can remove a choice, revoking its object URL', async () => {
    const { user, dialog, api } = await openTemplates();
    await user.upload(within(dialog).getByLabelText(t.postTemplate), image('wrong.png'));
    await user.click(within(dialog).getByRole('button', { name: t.remove }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-1');
    expect(within(dialog).getByAltText(t.templatePreviewAlt(t.postTemplate))).toHaveAttribute(
      'src',
      '/media/defaults/post.png',
    );
    await user.upload(within(dialog).getByLabelText(t.postTemplate), image('post.png'));
    await user.upload(within(dialog).getByLabelText(t.storyTemplate), image('story.png'));
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(messages.events.templatesUploaded)).toBeInTheDocument();
    const body = api.callsTo('PATCH', `${base}/update/`)[0]?.body as FormData;
    expect((body.get('post_template') as File).name).toBe('post.png');
    expect((body.get('story_template') as File).name).toBe('story.png');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-3'));
  });
});

describe('upload templates modal: preview', () => {
  it('previews the images just chosen, in the modal, and keeps the choice when going back', async () => {
    const { user, dialog, api, router } = await openTemplates();
    await user.upload(within(dialog).getByLabelText(t.storyTemplate), image('story.png'));
    await user.click(within(dialog).getByRole('button', { name: t.previewTemplates }));
    expect(within(dialog).getByText(t.previewChosenLead)).toBeInTheDocument();
    expect(drawnOn(dialog, messages.templatesPreview.story)).toBe('blob:chosen-1');
    // Not chosen: the post card is drawn on the current template.
    expect(drawnOn(dialog, messages.templatesPreview.post)).toBe('/media/defaults/post.png');
    expect(router.state.location.pathname).toBe('/dashboard/DevMeetup/');

    await user.click(within(dialog).getByRole('button', { name: t.backToTemplates }));
    expect(within(dialog).getByAltText(t.templatePreviewAlt(t.storyTemplate))).toHaveAttribute(
      'src',
      'blob:chosen-1',
    );
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    await user.upload(within(dialog).getByLabelText(t.postTemplate), image('post.png'));
    await user.click(within(dialog).getByRole('button', { name: t.previewTemplates }));
    expect(drawnOn(dialog, messages.templatesPreview.post)).toBe('blob:chosen-2');
    expect(drawnOn(dialog, messages.templatesPreview.story)).toBe('blob:chosen-1');
    // Choosing the post kept the story's image alive: only a replaced or removed choice is revoked.
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(0);
  });
});

describe('upload templates modal: default templates', () => {
  it('says the defaults are in use, with nothing to restore', async () => {
    const { dialog } = await openTemplates();
    expect(within(dialog).getByText(t.defaultTemplatesInUse)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: t.useDefaultTemplates })).not.toBeInTheDocument();
  });

  it('goes back to the defaults after a confirmation, and shows them', async () => {
    const { user, dialog, api } = await openTemplates({
      info: customInfo,
      extra: { [`DELETE ${base}/templates/`]: () => envelope(eventInfo()) },
    });
    expect(within(dialog).getByAltText(t.templatePreviewAlt(t.postTemplate))).toHaveAttribute(
      'src',
      '/media/own-post.png',
    );
    await user.click(within(dialog).getByRole('button', { name: t.useDefaultTemplates }));
    const confirm = await screen.findByRole('dialog', { name: t.defaultTemplatesTitle });
    expect(within(confirm).getByText(t.defaultTemplatesConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: t.cancel }));
    expect(api.callsTo('DELETE', `${base}/templates/`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: t.useDefaultTemplates }));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.defaultTemplatesTitle })).getByRole('button', {
        name: t.useDefaultTemplates,
      }),
    );
    expect(await screen.findByText(messages.events.templatesRestored)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${base}/templates/`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).getByAltText(t.templatePreviewAlt(t.postTemplate))).toHaveAttribute(
        'src',
        '/media/defaults/post.png',
      ),
    );
    expect(within(dialog).getByText(t.defaultTemplatesInUse)).toBeInTheDocument();
  });

  it('says a refused restore under the form', async () => {
    const { user, dialog } = await openTemplates({
      info: customInfo,
      extra: {
        [`DELETE ${base}/templates/`]: () =>
          envelope(null, { status: 403, message: { general: ['You are not a host of this event'] } }),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: t.useDefaultTemplates }));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.defaultTemplatesTitle })).getByRole('button', {
        name: t.useDefaultTemplates,
      }),
    );
    expect(await within(dialog).findByText('You are not a host of this event')).toBeInTheDocument();
  });
});

describe('upload templates modal: refusals', () => {
  it('says the server refusal of one template once, under that template, and drops it on a new choice', async () => {
    const refused = 'The post template is not an image we can read';
    const { user, dialog } = await openTemplates({
      extra: {
        [`PATCH ${base}/update/`]: () =>
          envelope(null, { status: 400, message: { general: [refused], post_template: [refused] } }),
      },
    });
    const post = within(dialog).getByLabelText(t.postTemplate);
    await user.upload(post, image('post.png'));
    await user.upload(within(dialog).getByLabelText(t.storyTemplate), image('story.png'));
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(post).toHaveAccessibleDescription(
        `${t.postTemplateHint} ${t.templateGridArea(106, 325, 500)} ${refused}`,
      ),
    );
    expect(screen.getAllByText(refused)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.upload(post, image('post-2.png'));
    expect(screen.queryByText(refused)).not.toBeInTheDocument();
  });
});
