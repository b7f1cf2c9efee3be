import { useEffect, useState } from 'react';
import { SizedForAll } from '../../components/SizedForAll';
import { PORTFOLIO_HERO_ROTATION_MS, PORTFOLIO_HERO_STEPS } from '../../lib/displayRules';
import { portfolioHeroWords } from '../../../../shared/content';

/**
 * The portfolio hero's rotating word: one of 4 steps every 3 seconds (spec §2, §9). In a box
 * sized for the longest word: on a phone "We craft Websites" takes one line and the others two.
 * The words not on show take their room as drawn text (`data-word`, CSS), not as text of the
 * heading, so a crawler or a reader without styles reads "We craft Websites and more".
 */
export function RotatingWord() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((current) => (current + 1) % PORTFOLIO_HERO_STEPS), PORTFOLIO_HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <SizedForAll
      as="span"
      items={portfolioHeroWords}
      shown={step % portfolioHeroWords.length}
      shownKey={step}
      render={(word, shown) =>
        shown ? (
          <span className="rotating-word" data-step={step}>
            {word}
          </span>
        ) : (
          <span className="rotating-word__room" data-word={word} />
        )
      }
    />
  );
}
