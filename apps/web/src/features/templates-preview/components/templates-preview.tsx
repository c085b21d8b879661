import { messages } from '@hoogo/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { HomeLink } from '@/components/ui/home-link';
import { NetworkError } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import {
  type CardKind,
  cardSizes,
  composeCard,
  downloadCanvasPng,
  loadImage,
  sampleTiles,
} from '@/lib/card-canvas';
import { apiMessage } from '@/lib/form-errors';
import { isRetryable } from '@/lib/react-query';
import { storage } from '@/lib/storage';
import { useEventTemplates } from '../api/get-event-templates';

const t = messages.templatesPreview;

const fileNames: Record<CardKind, string> = {
  story: 'Preview_BingoStoryCard.png',
  post: 'Preview_BingoPostCard.png',
};

function CardPreview({
  kind,
  templateUrl,
  matrix,
}: {
  kind: CardKind;
  templateUrl: string;
  matrix: string[][];
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const title = kind === 'story' ? t.story : t.post;
  const { width, height } = cardSizes[kind];

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    loadImage(templateUrl, { bustCache: true })
      .then((template) => {
        if (cancelled || !canvasRef.current) return;
        composeCard(canvasRef.current, template, sampleTiles(matrix), kind);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [templateUrl, matrix, kind]);

  return (
    <figure className="flex flex-col items-center gap-3">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <div
        className="relative w-full overflow-hidden rounded-2xl bg-slate-200 shadow-lg"
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: kind === 'story' ? 320 : 420 }}
      >
        <canvas ref={canvasRef} aria-label={title} role="img" className="h-full w-full" />
        {state !== 'ready' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-slate-700">
            {state === 'loading' ? (
              <>
                <Spinner decorative />
                <span role="status">{t.loading}</span>
              </>
            ) : (
              <span role="alert">{t.drawFailed}</span>
            )}
          </div>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={state !== 'ready'}
        onClick={() => canvasRef.current && downloadCanvasPng(canvasRef.current, fileNames[kind])}
      >
        {kind === 'story' ? t.downloadStory : t.downloadPost}
      </Button>
    </figure>
  );
}

/** The event's story and post templates with a sample grid, drawn exactly as the card page draws them. */
export function TemplatesPreview({ eventName }: { eventName: string }) {
  const templates = useEventTemplates(eventName);
  const signedIn = Boolean(storage.get('accessToken'));

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        {signedIn && (
          <Link to={`/dashboard/${eventName}/`} className={buttonStyles({ variant: 'link' })}>
            {t.back}
          </Link>
        )}
        <h1 className="mt-2 text-2xl font-bold text-brand-950 sm:text-3xl">{t.title}</h1>
        <p className="text-slate-600">{t.lead}</p>
      </div>
      {templates.isPending && (
        <div className="flex items-center gap-3 text-brand-800">
          <Spinner decorative />
          <p role="status">{messages.events.loading}</p>
        </div>
      )}
      {templates.isError && isRetryable(templates.error) && (
        <NetworkError error={templates.error} onRetry={() => templates.refetch()} />
      )}
      {templates.isError && !isRetryable(templates.error) && (
        <>
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {apiMessage(templates.error, messages.events.infoFailed)}
          </p>
          <HomeLink className="self-start" />
        </>
      )}
      {templates.data && (
        <div className="grid items-start gap-8 md:grid-cols-2">
          <CardPreview kind="story" templateUrl={templates.data.story} matrix={templates.data.matrix} />
          <CardPreview kind="post" templateUrl={templates.data.post} matrix={templates.data.matrix} />
        </div>
      )}
    </main>
  );
}
