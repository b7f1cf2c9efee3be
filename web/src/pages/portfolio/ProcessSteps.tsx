import { processSteps } from '../../../../shared/content';
import { SectionHeading } from '../../components/SectionHeading';

export default function ProcessSteps() {
  return (
    <section className="section" aria-labelledby="our-process">
      <div className="container">
        <SectionHeading eyebrow="How we work" title="Our Process" id="our-process" />
        <ol className="process-steps">
          {processSteps.map((step, index) => (
            <li className="card process-step" key={step.title}>
              <span className="process-step__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
