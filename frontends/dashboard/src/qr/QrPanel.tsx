import { useRef, useState, type FormEvent } from 'react';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { QR_LIMITS, QR_MESSAGES, checkCustomQrUrl } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { failureText } from '../shared/failure-text';
import { Badge, Button, Field, Input, Select, Spinner, toast } from '@nightlife/ui';
import {
  NEW_CUSTOM,
  destinationValue,
  qrDestinations,
  qrFileName,
  qrLink,
  scanCountText,
} from './qr-panel.model';
import { useCreateQrCodeMutation, useDeleteQrCodeMutation, useListQrCodesQuery } from './qr-api';

// Quiet zone of two modules around the code: enough for phone cameras, little wasted print.
const MARGIN = 2;

/**
 * The Dynamic QR Code panel (spec 2 §2.9) of the Profile tab: pick a destination, get its code
 * (drawn here, no image service), download it as a 512 px PNG or copy its link, and see how
 * often it was scanned (counted by the server at /qr/…, docs/adr/0016-dynamic-qr-codes.md).
 */
export function QrPanel({ username }: { username: string }) {
  const { data, isLoading, isError, refetch } = useListQrCodesQuery();
  const [create, { isLoading: creating }] = useCreateQrCodeMutation();
  const [remove, { isLoading: removing }] = useDeleteQrCodeMutation();
  const [selected, setSelected] = useState('profile');
  const [customUrl, setCustomUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const download = useRef<HTMLCanvasElement>(null);

  if (isLoading) return <Spinner label="Loading your QR codes" />;
  if (isError || !data)
    return (
      <section className="db-panel" aria-labelledby="qr-heading">
        <h2 id="qr-heading" className="db-panel__title">
          {QR_MESSAGES.title}
        </h2>
        <p className="db-panel__lead">Your QR codes could not be loaded. Please reload the page.</p>
      </section>
    );

  const destinations = qrDestinations(data.items);
  const current = destinations.find((destination) => destination.value === selected) ?? destinations[0];
  const code = current.code;
  const link = code ? qrLink(globalThis.location?.origin ?? '', code) : null;

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    // The server's rule, checked here first for an instant answer.
    const checked = checkCustomQrUrl(customUrl);
    if (!checked.ok) {
      setUrlError(checked.error.fieldErrors?.[0]?.message ?? checked.error.message);
      return;
    }
    try {
      const saved = await create({ createQrCodeDto: { url: checked.value } }).unwrap();
      await refetch();
      setSelected(destinationValue(saved));
      setCustomUrl('');
      setUrlError(undefined);
    } catch (error) {
      setUrlError(failureText(readApiFailure(error), QR_MESSAGES.urlNotAllowed));
    }
  };

  const onDownload = () => {
    const canvas = download.current;
    if (!canvas) return;
    const anchor = document.createElement('a');
    anchor.href = canvas.toDataURL('image/png');
    anchor.download = qrFileName(username);
    anchor.click();
  };

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: QR_MESSAGES.copied, variant: 'success' });
    } catch {
      toast({ title: 'Unable to copy. Please copy the URL manually.', variant: 'destructive' });
    }
  };

  const onDelete = async () => {
    if (!code?.id) return;
    try {
      await remove({ codeId: code.id }).unwrap();
      setSelected('profile');
      await refetch();
    } catch {
      toast({ title: 'Unable to delete this code. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <section className="db-panel db-qr" aria-labelledby="qr-heading">
      <h2 id="qr-heading" className="db-panel__title">
        {QR_MESSAGES.title}
      </h2>
      <p className="db-panel__lead">Every scan is counted before it opens the destination.</p>
      <Field label={QR_MESSAGES.destination}>
        {(control) => (
          <Select
            {...control}
            options={destinations.map((destination) => ({
              value: destination.value,
              label: destination.label,
              hint: destination.code ? scanCountText(destination.code.scanCount) : undefined,
            }))}
            value={current.value}
            onValueChange={(value) => {
              setSelected(value);
              setUrlError(undefined);
            }}
          />
        )}
      </Field>

      {current.value === NEW_CUSTOM && (
        <form className="db-qr__custom" noValidate onSubmit={(event) => void generate(event)}>
          <Field label={QR_MESSAGES.customOption} error={urlError} className="db-qr__custom-field">
            {(control) => (
              <Input
                {...control}
                name="customUrl"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                maxLength={QR_LIMITS.customUrlMax}
                value={customUrl}
                onChange={(event) => {
                  setCustomUrl(event.target.value);
                  setUrlError(undefined);
                }}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" loading={creating}>
            Generate
          </Button>
        </form>
      )}

      <figure className="db-qr__preview">
        {link && code ? (
          <>
            <div className="db-qr__code">
              <QRCodeSVG
                value={link}
                size={QR_LIMITS.previewSize}
                level="M"
                marginSize={MARGIN}
                title={`QR code for ${link}`}
              />
            </div>
            <QRCodeCanvas
              ref={download}
              value={link}
              size={QR_LIMITS.downloadSize}
              level="M"
              marginSize={MARGIN}
              hidden
              aria-hidden="true"
            />
            <figcaption className="db-qr__caption">
              <span className="db-qr__label">{current.label}</span>
              <Badge className="db-qr__scans">{scanCountText(code.scanCount)}</Badge>
            </figcaption>
            <p className="db-qr__url">{link}</p>
          </>
        ) : (
          <p className="db-qr__empty">{QR_MESSAGES.noUrl}</p>
        )}
      </figure>

      <div className="db-qr__actions">
        <Button variant="primary" disabled={!link} onClick={onDownload}>
          {QR_MESSAGES.download}
        </Button>
        <Button variant="secondary" disabled={!link} onClick={() => void onCopy()}>
          {QR_MESSAGES.copy}
        </Button>
        {code?.kind === 'custom' && (
          <Button variant="ghost" loading={removing} onClick={() => void onDelete()}>
            Delete code
          </Button>
        )}
      </div>
    </section>
  );
}
