import { Spinner } from '@nightlife/ui';

export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}
