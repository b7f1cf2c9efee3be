import { useEffect, useState } from 'react';
import { PORTFOLIO_HERO_ROTATION_MS, PORTFOLIO_HERO_STEPS } from '../../lib/displayRules';
import { portfolioHeroWords } from '../../../../shared/content';

/**
 * The portfolio hero's rotating word: one of 4 steps every 3 seconds (spec §2, §9). Every word
 * sits in the same box, the others hidden, so the box is the size of the largest: on a phone
 * "We craft Websites" takes one line and "We craft Mobile Apps" two, and the page below would
 * jump a line at each turn (and Back would return to a place a line off).
 */
export function RotatingWord() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((current) => (current + 1) % PORTFOLIO_HERO_STEPS), PORTFOLIO_HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  const shown = step % portfolioHeroWords.length;
  return (
    <span className="rotating-words">
      {portfolioHeroWords.map((word, index) =>
        index === shown ? (
          <span className="rotating-word" data-step={step} key={`shown-${step}`}>
            {word}
          </span>
        ) : (
          <span className="rotating-words__room" aria-hidden="true" key={word}>
            {word}
          </span>
        ),
      )}
    </span>
  );
}
