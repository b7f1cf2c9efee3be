import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { TECH_CATEGORIES, techStack } from '../../../../shared/content';
import { SectionHeading } from '../../components/SectionHeading';
import { TechIcon } from './TechIcon';

/**
 * The scrolling tech stack (spec §2): one row per category that drifts sideways. The copy
 * that makes the loop seamless is hidden from assistive technology; a button stops the motion.
 */
export default function TechStack() {
  const [running, setRunning] = useState(true);
  return (
    <section className="section section--tinted" aria-labelledby="tech-stack">
      <div className="container">
        <SectionHeading eyebrow="Tools we master" title="Our Tech Stack" id="tech-stack">
          {techStack.length} technologies across {TECH_CATEGORIES.length} categories.
        </SectionHeading>
        <button type="button" className="button button--small button--secondary" onClick={() => setRunning((on) => !on)}>
          {running ? <Pause aria-hidden="true" size={14} /> : <Play aria-hidden="true" size={14} />}
          {running ? 'Pause animation' : 'Play animation'}
        </button>
        <div className="tech-rows" data-running={running}>
          {TECH_CATEGORIES.map((category) => {
            const items = techStack.filter((technology) => technology.category === category);
            return (
              <div className="tech-row" key={category}>
                <h3 className="tech-row__title">{category}</h3>
                <div className="tech-row__track">
                  {[false, true].map((copy) => (
                    <ul className="tech-row__list" key={String(copy)} aria-hidden={copy || undefined}>
                      {items.map((technology) => (
                        <li className="tech-chip" key={technology.name}>
                          <TechIcon technology={technology} />
                          {technology.name}
                        </li>
                      ))}
                    </ul>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
