import { type EventInfo, LINKEDIN_CONTENT_MAX_LENGTH, messages, type UserMatrix } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { canvasToPngBlob } from '@/lib/card-canvas';
import { apiMessage } from '@/lib/form-errors';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { storedLinkedinMember, usePostToLinkedin } from '../api/linkedin';
import { renderCard } from '../hooks/use-card-download';

const t = messages.card;

/**
 * The Share to LinkedIn dialog: the event's default text, editable, posted with the post
 * card. It closes on success or dismissal, which resets the text; firstTime is forgotten once an attempt ends.
 */
export function LinkedinShareDialog({
  open,
  onClose,
  info,
  matrix,
}: {
  open: boolean;
  onClose: () => void;
  info: EventInfo;
  matrix: UserMatrix;
}) {
  const defaultContent = info.social_media_template.linkedin.content;
  const [content, setContent] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  // A failed post is said under the text, in the dialog that stays open
  // (docs/decisions/0016-the-form-pattern.md).
  const [failure, setFailure] = useState<string | null>(null);
  const post = usePostToLinkedin();
  const text = content ?? defaultContent;

  function close() {
    setContent(null);
    setFailure(null);
    onClose();
  }

  async function share() {
    const member = storedLinkedinMember();
    // Without a stored token, author and event name nothing happens.
    if (!member || !info.name) return;
    setSharing(true);
    setFailure(null);
    try {
      const image = await canvasToPngBlob(await renderCard(info, matrix, 'post'));
      const answer = await post.mutateAsync({
        eventId: info.id,
        linkedinToken: member.token,
        author: member.author,
        content: text,
        image,
      });
      notify.success(answer.message.general[0] ?? messages.linkedin.posted);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // LinkedIn refused the member's token: the next Share starts a new connection.
        storage.set('linkedinAccessToken', null);
        storage.set('clientId', null);
      }
      setFailure(apiMessage(error, messages.linkedin.postError));
    } finally {
      setSharing(false);
      storage.set('firstTime', null);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t.shareTitle}
      footer={
        <Button onClick={share} isLoading={sharing}>
          {t.confirmShare}
        </Button>
      }
    >
      <Textarea
        label={t.shareLabel}
        hint={t.shareHelp}
        rows={6}
        maxLength={LINKEDIN_CONTENT_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setContent(event.target.value);
          setFailure(null);
        }}
      />
      <FormError message={failure} />
    </Modal>
  );
}
