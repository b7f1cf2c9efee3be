import { Link } from 'react-router-dom';
import { personPath } from '../shell/paths';
import { Truncated } from '../ui/Truncated';

/** An address in a list, leading to the person's page (timeline, data rights); cut when long, whole on hover or tap. */
export function PersonLink({ email }: { email: string }) {
  return (
    <Truncated text={email} wide>
      <Link to={personPath(email)}>{email}</Link>
    </Truncated>
  );
}
