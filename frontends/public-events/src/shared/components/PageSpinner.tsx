import { Spinner } from '@nightlife/ui';

export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="pe-page pe-loading">
      <Spinner size="lg" label={label} />
    </div>
  );
}
