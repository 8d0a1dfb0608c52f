import { useState } from 'react';
import { copyOf, type Block, type InfoSession } from '@schools/shared-api';
import { ContentPage, FailureNotice, useMenuCopy } from '@schools/ui';
import { MENU } from '../../menus';
import { SignupForm } from './SignupForm';
import { useSessions } from './useSessions';
import './signup-form.css';

/** The form's grade choices: the items of the copy's list (signup.grades), so a school edits them in the database. */
export function gradeChoices(blocks: readonly Block[]): string[] {
  return blocks.flatMap((b) => (b.type === 'list' ? b.items.map((runs) => runs.map((r) => r.text).join('').trim()) : [])).filter(Boolean);
}

/** /admissions/recruit: what an information session is, then the campus's sessions and the sign-up form. */
export function RecruitPage() {
  const copy = useMenuCopy(MENU.admissions);
  const items = copy.status === 'ready' ? copy.data : [];
  return (
    <ContentPage blocks={copyOf(items, 'admissions.recruit')} onRetry={copy.status === 'error' ? copy.retry : undefined}>
      {copy.status === 'ready' && (
        <Signup grades={gradeChoices(copyOf(items, 'signup.grades'))} privacy={copyOf(items, 'signup.privacy')} />
      )}
    </ContentPage>
  );
}

function Signup({ grades, privacy }: { grades: string[]; privacy: Block[] }) {
  const sessions = useSessions();
  // The last list stays on screen while it is fetched again (after a sign-up), so the form keeps what was typed.
  const [list, setList] = useState<InfoSession[]>();
  if (sessions.data && sessions.data !== list) setList(sessions.data);
  return (
    <section className="adm-signup" id="signup">
      {sessions.status === 'error' && !list && <FailureNotice onRetry={sessions.retry} />}
      {list && <SignupForm sessions={list} reloadSessions={sessions.retry} grades={grades} privacy={privacy} />}
    </section>
  );
}
