import { useEffect, useState } from 'react';
import { PORTFOLIO_HERO_ROTATION_MS, PORTFOLIO_HERO_STEPS } from '../../lib/displayRules';
import { portfolioHeroWords } from '../../../../shared/content';

/** The portfolio hero's rotating word: one of 4 steps every 3 seconds (spec §2, §9). */
export function RotatingWord() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((current) => (current + 1) % PORTFOLIO_HERO_STEPS), PORTFOLIO_HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="rotating-word" data-step={step} key={step}>
      {portfolioHeroWords[step % portfolioHeroWords.length]}
    </span>
  );
}
