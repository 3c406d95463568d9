import { Link } from 'react-router';
import { buttonClassName } from '@nightlife/ui';
import { useGetDoorStatsQuery } from '../tickets-api';

/** The live view's refresh: the door's figures are at most this old (issue 19 §4). */
export const DOOR_LIVE_POLL_MS = 2_000;

/** Who is inside, who came, who is expected, per door and in total, refreshed every 2 s. */
export function DoorLivePanel({ eventId }: { eventId: string }) {
  const { data: stats } = useGetDoorStatsQuery({ eventId }, { pollingInterval: DOOR_LIVE_POLL_MS });
  return (
    <section className="db-tix-live" aria-labelledby="door-live-title">
      <header className="db-tix-live__header">
        <h2 id="door-live-title" className="db-tix-requests__title">
          Live at the door
        </h2>
        <div className="db-tix-live__actions">
          <Link className={buttonClassName({ variant: 'primary', size: 'sm' })} to={`/door/${eventId}`}>
            Open the door app
          </Link>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={`/api/events/${encodeURIComponent(eventId)}/check-ins.csv`}
            download
          >
            Check-in list (CSV)
          </a>
        </div>
      </header>
      <dl className="db-tix-live__figures" aria-label="At the door now">
        {(
          [
            ['Inside', stats?.inside],
            ['Arrived', stats?.arrived],
            ['Expected', stats?.expected],
            ['No-shows', stats?.noShows],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      {stats && stats.doors.length > 0 && (
        <table className="db-tix-live__doors">
          <caption>Per door</caption>
          <thead>
            <tr>
              <th scope="col">Door</th>
              <th scope="col">Arrived</th>
              <th scope="col">Left</th>
              <th scope="col">Came back</th>
            </tr>
          </thead>
          <tbody>
            {stats.doors.map((door) => (
              <tr key={door.deviceId}>
                <th scope="row">{door.deviceId}</th>
                <td>{door.arrived}</td>
                <td>{door.exited}</td>
                <td>{door.reentered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
