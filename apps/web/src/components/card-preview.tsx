import { messages } from '@hoogo/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  type CardKind,
  cardSizes,
  composeCard,
  downloadCanvasPng,
  loadImage,
  sampleTiles,
} from '@/lib/card-canvas';

const t = messages.templatesPreview;

const fileNames: Record<CardKind, string> = {
  story: 'Preview_BingoStoryCard.png',
  post: 'Preview_BingoPostCard.png',
};

/**
 * A shared card drawn on a template with a sample grid, exactly as the card page draws it. The template is
 * a saved address (reloaded past the cache, as saved templates may just have been replaced) or the object
 * URL of an image chosen on this page (read as it is).
 */
export function CardPreview({
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
    loadImage(templateUrl, { bustCache: !templateUrl.startsWith('blob:') })
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
        <canvas
          ref={canvasRef}
          aria-label={title}
          role="img"
          data-template={templateUrl}
          className="h-full w-full"
        />
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
