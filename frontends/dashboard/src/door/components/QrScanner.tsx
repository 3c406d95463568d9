import { useEffect, useRef, useState } from 'react';
import jsQR from 'jsqr';
import { Button } from '@nightlife/ui';

/** The browser's own QR reader, where it has one (Chrome on Android and macOS, Safari). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare const BarcodeDetector:
  | { new (options: { formats: string[] }): BarcodeDetectorLike; getSupportedFormats(): Promise<string[]> }
  | undefined;

async function qrReader(): Promise<(frame: HTMLCanvasElement) => Promise<string | null>> {
  if (
    typeof BarcodeDetector !== 'undefined' &&
    (await BarcodeDetector.getSupportedFormats()).includes('qr_code')
  ) {
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  }
  // Elsewhere (Chrome and Firefox on desktop Linux and Windows): jsQR on the frame's pixels.
  return async (frame) => {
    const pixels = frame
      .getContext('2d', { willReadFrequently: true })!
      .getImageData(0, 0, frame.width, frame.height);
    return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** A frame is read every this many ms: fast enough at the door, light on a phone's battery. */
const READ_EVERY_MS = 120;
/** The same code read again within this time is the same guest still holding up their phone. */
const SAME_CODE_PAUSE_MS = 3_000;

/**
 * The camera, reading QR codes from its frames until stopped; each new code goes to `onCode`.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    const last = { code: '', at: 0 };
    const frame = document.createElement('canvas');
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        setProblem('The camera is not available: allow it in the browser, or find the guest by name.');
        setOn(false);
        return;
      }
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => {});
      const read = await qrReader();
      while (!stopped) {
        if (element.videoWidth > 0) {
          frame.width = element.videoWidth;
          frame.height = element.videoHeight;
          frame.getContext('2d', { willReadFrequently: true })!.drawImage(element, 0, 0);
          const code = await read(frame).catch(() => null);
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) handler.current(code);
          if (code) Object.assign(last, { code, at: now });
        }
        await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <div className="door-scanner">
      {on ? (
        <>
          <video ref={video} className="door-scanner__video" muted playsInline aria-label="Camera" />
          <Button variant="secondary" onClick={() => setOn(false)}>
            Stop camera
          </Button>
        </>
      ) : (
        <Button size="lg" block onClick={() => (setProblem(null), setOn(true))}>
          📷 Scan tickets
        </Button>
      )}
      {problem && (
        <p className="door-scanner__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
