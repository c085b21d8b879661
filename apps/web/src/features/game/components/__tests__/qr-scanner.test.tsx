// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanFriendCode } from '../qr-scanner';

const t = messages.scan;

/** A camera stream whose one track records being stopped. */
function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

/** A BarcodeDetector that sees, frame after frame, the texts given (the last one stays). */
function stubDetector(frames: string[][]) {
  const seen = [...frames];
  const detect = vi.fn(async () =>
    (seen.length > 1 ? seen.shift()! : seen[0]!).map((rawValue) => ({ rawValue })),
  );
  class Detector {
    static getSupportedFormats = async () => ['qr_code', 'ean_13'];
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', Detector);
  return detect;
}

function stubCamera(getUserMedia: () => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: spy } });
  return spy;
}

beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderScanner() {
  const onCode = vi.fn();
  const onClose = vi.fn();
  const utils = render(<ScanFriendCode onCode={onCode} onClose={onClose} />);
  return { onCode, onClose, ...utils };
}

describe('friend-code scanner', () => {
  it('opens the rear camera, reads the code with BarcodeDetector and stops the camera', async () => {
    const { track, stream } = fakeStream();
    const getUserMedia = stubCamera(async () => stream);
    stubDetector([[], ['hoogo:code:4172']]);
    const { onCode } = renderScanner();
    expect(screen.getByRole('status')).toHaveTextContent(t.starting);
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('4172'));
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(track.stop).toHaveBeenCalled();
  });

  it('says when a QR code is not a friend code and keeps looking', async () => {
    const { stream } = fakeStream();
    stubCamera(async () => stream);
    const detect = stubDetector([
      ['https://example.com/poster'],
      ['https://example.com/poster'],
      ['hoogo:code:99'],
    ]);
    const { onCode } = renderScanner();
    expect(await screen.findByText(t.notACode)).toBeInTheDocument();
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('99'));
    expect(detect.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('tells a denied permission and a missing camera apart', async () => {
    stubDetector([[]]);
    stubCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { unmount } = renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.denied);
    unmount();

    stubCamera(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.noCamera);
  });

  it('explains that the camera needs a secure page', async () => {
    vi.stubGlobal('isSecureContext', false);
    const getUserMedia = stubCamera(async () => fakeStream().stream);
    renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.insecure);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('closes from the keyboard (focus on Close, Escape) and stops the camera on unmount', async () => {
    const { track, stream } = fakeStream();
    stubCamera(async () => stream);
    stubDetector([[]]);
    const user = userEvent.setup();
    const { onClose, unmount } = renderScanner();
    const close = screen.getByRole('button', { name: t.close });
    expect(close).toHaveFocus();
    await screen.findByText(t.scanning);
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops a camera that opens only after the scanner was closed', async () => {
    const { track, stream } = fakeStream();
    let open: (value: MediaStream) => void = () => {};
    stubCamera(() => new Promise<MediaStream>((resolve) => (open = resolve)));
    stubDetector([[]]);
    const { unmount } = renderScanner();
    unmount();
    open(stream);
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });
});
