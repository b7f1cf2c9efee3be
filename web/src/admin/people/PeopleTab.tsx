import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { personFromPath, personPath } from '../shell/paths';
import { TextInput } from '../ui/fields';
import { PageHeader } from '../ui/PageHeader';
import { Person } from './Person';

/**
 * One person by e-mail address (issue 18): everything the agency holds on them as a timeline,
 * newest first, and their data rights: export (right of access) and erasure (right to erasure).
 * /admin/people asks for an address; /admin/people/<email> shows that person.
 */
export default function PeopleTab() {
  const email = personFromPath(useLocation().pathname);
  return (
    <>
      <PageHeader title="People" description="One person’s history across forms, mails and notes, and their data rights." />
      <FindPerson key={email} initial={email ?? ''} />
      {email && <Person key={email} email={email} />}
    </>
  );
}

/** The address to look up; showing a person is going to their address. */
function FindPerson({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const find = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(personPath(text.trim()));
  };
  return (
    <form className="adm-card adm-section adm-person-find" onSubmit={find} role="search">
      <TextInput label="E-mail address" type="email" required maxLength={254} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="adm-button">
        <Search aria-hidden="true" size={16} /> Show
      </button>
    </form>
  );
}
