import type { StudyStep } from '@portal/contract';

/** One step of the research study as the server gives it: title, intro, then titled sections. */
export function StudyStepView({ step, headingId }: { step: StudyStep; headingId: string }) {
  return (
    <>
      <h1 id={headingId} className="page__title">
        {step.Title}
      </h1>
      <p className="study__intro">{step.Intro}</p>
      {step.Sections.map((section) => (
        <section key={section.Heading} className="study__section">
          <h2>{section.Heading}</h2>
          {section.Paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {section.Bullets.length > 0 ? (
            <ul>
              {section.Bullets.map((b, i) => (
                <li key={i}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
