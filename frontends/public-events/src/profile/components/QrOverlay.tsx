import { QRCodeSVG } from 'qrcode.react';
import { Button, Dialog, DialogClose, DialogContent, DialogFooter } from '@nightlife/ui';

interface QrOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link the code carries: the profile's /qr/{userId} target. */
  url: string;
  name: string;
}

/** The profile's QR code, drawn in the browser (no image service), closed by Close, Escape or a click outside. */
export function QrOverlay({ open, onOpenChange, url, name }: QrOverlayProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`${name}'s QR code`} description="Scan to open this profile." className="pe-qr">
        <div className="pe-qr__code">
          <QRCodeSVG value={url} size={240} level="M" marginSize={2} title={`QR code for ${url}`} />
        </div>
        <p className="pe-qr__url">{url}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
