import { Link } from 'react-router-dom';
import { personPath } from '../shell/paths';
import { Truncated } from '../ui/Truncated';

/** An address in a list, leading to the person's page (timeline, data rights); cut in its middle when long, whole on hover or tap. */
export function PersonLink({ email }: { email: string }) {
  return (
    <Truncated
      text={email}
      wide
      // Named by the whole address: its two cut parts would otherwise read with a space between.
      dress={(parts) => (
        <Link to={personPath(email)} aria-label={email}>
          {parts}
        </Link>
      )}
    />
  );
}
