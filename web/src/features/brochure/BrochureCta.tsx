import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { downloadBrochure } from './downloadBrochure';

/** Home page call-to-action for the services and pricing brochure (below the fold: a lazy section). */
export default function BrochureCta() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    await downloadBrochure();
    setBusy(false);
  }
  return (
    <section className="section" aria-labelledby="brochure-heading">
      <div className="container">
        <div className="cta-band cta-band--brochure">
          <span className="icon-badge icon-badge--large" aria-hidden="true">
            <FileText size={32} />
          </span>
          <div>
            <h2 id="brochure-heading">Services & Pricing Brochure</h2>
            <p>Every service, what it includes and where prices start, in one PDF you can share with your team.</p>
          </div>
          <button type="button" className="button button--accent" onClick={download} disabled={busy}>
            <Download aria-hidden="true" size={18} />
            {busy ? 'Preparing download...' : 'Download Brochure'}
          </button>
        </div>
      </div>
    </section>
  );
}
