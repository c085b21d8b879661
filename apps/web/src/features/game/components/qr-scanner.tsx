import { messages } from '@hoogo/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLatest } from '@/hooks/use-latest';
import { friendCodeFromQr } from './friend-code-qr';

const t = messages.scan;

/** How often a video frame is looked at: often enough to feel instant, rare enough for a slow phone. */
const SCAN_INTERVAL_MS = 200;
/** Frames are scaled down to this longest side before the fallback decoder reads them. */
const DECODE_MAX_SIDE_PX = 640;

/** The texts of the QR codes in one video frame. */
type FrameDecoder = (video: HTMLVideoElement) => Promise<string[]>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android, macOS, ChromeOS), else jsQR, loaded
 * only now: a small pure-JavaScript decoder that needs no WebAssembly, so the CSP stays as it is.
 */
async function createDecoder(): Promise<FrameDecoder> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      if ((await Detector.getSupportedFormats()).includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
      }
    } catch {
      // A detector that cannot start leaves the fallback.
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return async (video) => {
    const scale = Math.min(1, DECODE_MAX_SIDE_PX / Math.max(video.videoWidth, video.videoHeight));
    const width = Math.max(1, Math.round(video.videoWidth * scale));
    const height = Math.max(1, Math.round(video.videoHeight * scale));
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    // Friend codes are drawn dark on white: skipping the inverted pass halves the work on a slow phone.
    const found = jsQR(context.getImageData(0, 0, width, height).data, width, height, {
      inversionAttempts: 'dontInvert',
    });
    return found ? [found.data] : [];
  };
}

type ScanState =
  | { kind: 'starting' }
  | { kind: 'scanning'; wrongCode: boolean }
  | { kind: 'error'; message: string };

/** The sentence for a camera that could not be opened (getUserMedia's error names). */
export function cameraProblem(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return t.denied;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return t.noCamera;
  }
  return t.failed;
}

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Reads another player's friend-code QR code with the rear camera. Calls `onCode` once with the digits and
 * stops the camera; the camera also stops when the scanner closes or unmounts. Escape or the Close button
 * call `onClose`.
 */
export function ScanFriendCode({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCodeRef = useLatest(onCode);
  const [state, setState] = useState<ScanState>({ kind: 'starting' });

  useEffect(() => {
    closeRef.current?.focus();
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function stop() {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
      stream = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    }

    async function start() {
      if (!window.isSecureContext) {
        setState({ kind: 'error', message: t.insecure });
        return;
      }
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ kind: 'error', message: t.failed });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState({ kind: 'error', message: cameraProblem(error) });
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stopStream(stream);
        return;
      }
      let decode: FrameDecoder;
      try {
        video.srcObject = stream;
        await video.play();
        decode = await createDecoder();
      } catch {
        if (!stopped) setState({ kind: 'error', message: t.failed });
        stop();
        return;
      }
      if (stopped) return;
      setState({ kind: 'scanning', wrongCode: false });

      const scan = async () => {
        if (stopped) return;
        let texts: string[] = [];
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          try {
            texts = await decode(video);
          } catch {
            // A frame that cannot be read is skipped; the next one is tried.
          }
        }
        if (stopped) return;
        const code = texts.map(friendCodeFromQr).find((found) => found !== null);
        if (code) {
          stop();
          onCodeRef.current(code);
          return;
        }
        if (texts.length > 0) setState({ kind: 'scanning', wrongCode: true });
        timer = setTimeout(scan, SCAN_INTERVAL_MS);
      };
      void scan();
    }

    void start();
    return stop;
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    // Only the scanner closes, not the connection form's dialog around it.
    event.stopPropagation();
    onClose();
  }

  return (
    <section
      aria-label={t.title}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{t.title}</h3>
          <p className="text-sm text-slate-600">{t.hint}</p>
        </div>
        <Button ref={closeRef} variant="secondary" aria-label={t.close} onClick={onClose}>
          {messages.app.close}
        </Button>
      </div>
      {state.kind === 'error' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {state.message}
        </p>
      ) : (
        <>
          <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-slate-900">
            <video ref={videoRef} muted playsInline className="absolute inset-0 size-full object-cover" />
            {state.kind === 'starting' && (
              <div className="absolute inset-0 flex items-center justify-center text-white">
                <Spinner decorative />
              </div>
            )}
          </div>
          <p role="status" className="text-sm text-slate-700">
            {state.kind === 'starting' ? t.starting : state.wrongCode ? t.notACode : t.scanning}
          </p>
        </>
      )}
    </section>
  );
}
