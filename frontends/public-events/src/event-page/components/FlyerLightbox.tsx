import { Dialog, DialogContent } from '@nightlife/ui';

interface FlyerLightboxProps {
  title: string;
  src: string;
  onClose: () => void;
}

/** The flyer over the whole viewport (spec: 'opens full screen on click'); Escape or ✕ closes it. */
export function FlyerLightbox({ title, src, onClose }: FlyerLightboxProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} className="pe-lightbox">
        <img className="pe-lightbox__image" src={src} alt={`${title} flyer`} />
      </DialogContent>
    </Dialog>
  );
}
