import type { SeniorStudent } from '@schools/shared-api';
import { useLang } from '@schools/ui';
import { PROJECT_TEXT } from './projectText';

/** A project's facts under SPEC 3's labels, in the page's language. */
export function ProjectFacts({ student }: { student: SeniorStudent }) {
  const t = PROJECT_TEXT[useLang()];
  const rows: [string, string][] = [
    [t.projectTitle, student.projectTitle],
    [t.advisor, student.advisor],
    [t.internshipLocation, student.internshipLocation],
    [t.onsiteMentor, student.onsiteMentor],
    [t.projectAbstract, student.projectAbstract],
  ];
  return (
    <dl className="acad-project">
      {rows.filter(([, value]) => value).map(([label, value]) => (
        <div key={label} className="acad-project__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
